"""The pull-request review agent: describe, review, improve, ask and ask_line over a diff,
chunked under the target model's budget, partial-failure safe, with its coverage stated."""
