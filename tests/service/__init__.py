"""Tests of `rulebook.service`, one file per module, against a real server on loopback (see `conftest.py`)."""
