"""What the phone-sized browser tests share: the phone they stand in."""

from __future__ import annotations

PHONE = {"width": 393, "height": 851}
"""A common 6-inch phone, in CSS pixels (conftest's ``phone_page`` fixture opens a page this size)."""
