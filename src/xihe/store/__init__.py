"""Persistence: one schema over SQLite (embedded) and PostgreSQL (scale)."""
