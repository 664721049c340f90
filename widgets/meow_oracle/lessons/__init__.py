"""Meow Oracle's lessons: the tables, pictures and worked steps they show, one module per lesson.

A lesson's code cells import their helpers from its module:

* :mod:`.components_and_setup`: ``notebooks/meow_oracle/01_components_and_setup.ipynb``
* :mod:`.a_turn`: ``notebooks/meow_oracle/02_a_turn.ipynb``
* :mod:`.point_one_ascending`: ``notebooks/meow_oracle/03_point_one_ascending.ipynb``
* :mod:`.point_two_colour_lines`: ``notebooks/meow_oracle/04_point_two_colour_lines.ipynb``
* :mod:`.round_total_and_winner_points`: ``notebooks/meow_oracle/05_round_total_and_winner_points.ipynb``
* :mod:`.two_rounds`: ``notebooks/meow_oracle/06_two_rounds.ipynb``
* :mod:`.reading_path`: ``notebooks/meow_oracle/07_reading_path.ipynb``

:mod:`.examples` builds the game situations the lessons show (real deals played on, or
positions checked by the engine); the tests build the same ones to check them.
:mod:`.words` holds the small numbers the sentences spell out.
"""
