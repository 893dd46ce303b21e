"""The code question-answerer: a function-level index, hybrid search with call chains, and
answers whose `file:line` citations are checked against the indexed source."""
