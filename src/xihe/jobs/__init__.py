"""Background work behind one small interface (see `xihe.jobs.scheduler`)."""
