"""Tools that ship with Xihe; `builtin_specs()` is the list the registry starts from."""

from xihe.tools.builtin.files import files_glob, files_grep, files_read
from xihe.tools.builtin.notify import notify_send
from xihe.tools.builtin.sql import sql_query
from xihe.tools.spec import ToolSpec


def builtin_specs() -> list[ToolSpec]:
    return [files_glob, files_grep, files_read, notify_send, sql_query]
