"""Lauzait Cep!'s lessons: the tables, pictures and worked steps they show, one module per lesson.

A lesson's code cells import their helpers from its module:

* :mod:`.components_and_setup`: ``notebooks/lauzait_cep/01_components_and_setup.ipynb``
* :mod:`.hiring`: ``notebooks/lauzait_cep/02_hiring.ipynb``
* :mod:`.mountain_and_water`: ``notebooks/lauzait_cep/03_mountain_and_water.ipynb``
* :mod:`.departments_and_bonus`: ``notebooks/lauzait_cep/04_departments_and_bonus.ipynb``
* :mod:`.dissolving_and_refunds`: ``notebooks/lauzait_cep/05_dissolving_and_refunds.ipynb``
* :mod:`.lauzait_cep_and_formations`: ``notebooks/lauzait_cep/06_lauzait_cep_and_formations.ipynb``
* :mod:`.stalemate`: ``notebooks/lauzait_cep/07_stalemate.ipynb``
* :mod:`.seasons_and_the_end`: ``notebooks/lauzait_cep/08_seasons_and_the_end.ipynb``

:mod:`.examples` builds the game situations the lessons show (real deals played on, or
positions checked by the engine); the tests build the same ones to check them.
:mod:`.words` says what a player may do, and who plays after whom, in plain sentences.
"""
