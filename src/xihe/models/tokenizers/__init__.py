"""Tokenizer backends for ``xihe.models.tokens``: verified data files, engines, estimate."""
