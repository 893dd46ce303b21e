"""The dashboard under `/ui`: server-rendered pages over the admin API's store queries."""
