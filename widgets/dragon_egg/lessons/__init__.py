"""The Luminous Dragon Egg's lessons: the tables, pictures and worked steps they show, one module per lesson.

A lesson's code cells import their helpers from its module:

* :mod:`.components_and_setup`: ``notebooks/dragon_egg/01_components_and_setup.ipynb``
* :mod:`.building_sets`: ``notebooks/dragon_egg/02_building_sets.ipynb``
* :mod:`.scoring`: ``notebooks/dragon_egg/03_scoring.ipynb``
* :mod:`.hand_resolution_and_bracelets`: ``notebooks/dragon_egg/04_hand_resolution_and_bracelets.ipynb``
* :mod:`.the_egg`: ``notebooks/dragon_egg/05_the_egg.ipynb``
* :mod:`.the_end`: ``notebooks/dragon_egg/06_the_end.ipynb``

:mod:`.examples` builds the game situations the lessons show (real deals played on, or
positions checked by the engine); the tests build the same ones to check them.
"""
