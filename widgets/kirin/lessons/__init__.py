"""Kirin's lessons: the tables, pictures and worked steps they show, one module per lesson.

A lesson's code cells import their helpers from its module:

* :mod:`.components`: ``notebooks/kirin/01_components.ipynb``
* :mod:`.orders_and_comparing`: ``notebooks/kirin/02_orders_and_comparing.ipynb``
* :mod:`.the_follow_rule`: ``notebooks/kirin/03_the_follow_rule.ipynb``
* :mod:`.winning_a_trick`: ``notebooks/kirin/04_winning_a_trick.ipynb``
* :mod:`.kirin_cards_and_the_order`: ``notebooks/kirin/05_kirin_cards_and_the_order.ipynb``
* :mod:`.declaring_and_scoring`: ``notebooks/kirin/06_declaring_and_scoring.ipynb``

:mod:`.examples` builds the game situations the lessons show (real deals played on, or
positions checked by the engine); the tests build the same ones to check them.
"""
