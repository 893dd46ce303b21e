"""Source file -> function, method, class and file chunks, with the raw names they call,
import and inherit from. Grammars come from the tree-sitter organisation's own wheels
(tree-sitter-python, -go, -java, -javascript, -typescript, -rust), loaded offline.

Names are resolved to chunks later (`xihe.agents.code.graph`), when the whole repository is
known; here a call is only `(qualifier, name)` as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import PurePosixPath
from typing import Any

import tree_sitter as ts

EXTENSIONS = {
    ".py": "python",
    ".go": "go",
    ".java": "java",
    ".js": "javascript",
    ".jsx": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".ts": "typescript",
    ".tsx": "tsx",
    ".rs": "rust",
}
MAX_SIGNATURE = 300
MAX_FILE_HEAD_LINES = 60


@dataclass(frozen=True)
class Call:
    name: str
    qualifier: str = ""
    line: int = 0


@dataclass(frozen=True)
class Import:
    """`from module import name as alias` / `import module as alias` (name empty)."""

    module: str
    name: str = ""
    alias: str = ""

    @property
    def bound(self) -> str:
        """The local name the import binds."""
        if self.alias:
            return self.alias
        if self.name:
            return self.name
        return re.split(r"[./:]", self.module.strip("./"))[-1] if self.module else ""


@dataclass
class Chunk:
    kind: str  # file | class | function | method
    name: str
    qualname: str
    signature: str
    doc: str
    parent: str  # the enclosing class (qualified), "" at top level
    start: int  # 1-based, inclusive
    end: int
    calls: list[Call] = field(default_factory=list)
    bases: list[str] = field(default_factory=list)


@dataclass
class ParsedFile:
    path: str
    language: str
    chunks: list[Chunk]
    imports: list[Import]
    lines: int


@dataclass(frozen=True)
class _Lang:
    defs: dict[str, str]  # node type -> class | function
    containers: frozenset[str]  # nodes whose name becomes the enclosing class (Rust impl)
    calls: frozenset[str]
    comments: frozenset[str]
    doc_in_body: bool = False


_COMMENTS = frozenset({"comment", "line_comment", "block_comment"})
LANGS: dict[str, _Lang] = {
    "python": _Lang(
        defs={"function_definition": "function", "class_definition": "class"},
        containers=frozenset(),
        calls=frozenset({"call"}),
        comments=_COMMENTS,
        doc_in_body=True,
    ),
    "go": _Lang(
        defs={
            "function_declaration": "function",
            "method_declaration": "function",
            "type_spec": "class",
        },
        containers=frozenset(),
        calls=frozenset({"call_expression"}),
        comments=_COMMENTS,
    ),
    "java": _Lang(
        defs={
            "class_declaration": "class",
            "interface_declaration": "class",
            "enum_declaration": "class",
            "record_declaration": "class",
            "method_declaration": "function",
            "constructor_declaration": "function",
        },
        containers=frozenset(),
        calls=frozenset({"method_invocation", "object_creation_expression"}),
        comments=_COMMENTS,
    ),
    "javascript": _Lang(
        defs={
            "function_declaration": "function",
            "generator_function_declaration": "function",
            "class_declaration": "class",
            "method_definition": "function",
            "variable_declarator": "function",  # only with a function value, see _is_def
        },
        containers=frozenset(),
        calls=frozenset({"call_expression", "new_expression"}),
        comments=_COMMENTS,
    ),
    "rust": _Lang(
        defs={
            "function_item": "function",
            "struct_item": "class",
            "enum_item": "class",
            "trait_item": "class",
        },
        containers=frozenset({"impl_item"}),
        calls=frozenset({"call_expression"}),
        comments=_COMMENTS,
    ),
}
_TS_EXTRA = {
    "interface_declaration": "class",
    "abstract_class_declaration": "class",
    "function_signature": "function",
}
LANGS["typescript"] = _Lang(
    defs={**LANGS["javascript"].defs, **_TS_EXTRA},
    containers=frozenset(),
    calls=LANGS["javascript"].calls,
    comments=_COMMENTS,
)
LANGS["tsx"] = LANGS["typescript"]
_IMPORTS = frozenset(
    {"import_statement", "import_from_statement", "import_spec", "import_declaration",
     "use_declaration"}
)  # fmt: skip
_FUNCTION_VALUES = frozenset(
    {"arrow_function", "function_expression", "function", "generator_function"}
)


@cache
def parser(language: str) -> ts.Parser:
    """A parser for one language; the grammar wheel is imported on first use only."""
    if language == "python":
        import tree_sitter_python as grammar

        capsule: Any = grammar.language()
    elif language == "go":
        import tree_sitter_go as grammar_go

        capsule = grammar_go.language()
    elif language == "java":
        import tree_sitter_java as grammar_java

        capsule = grammar_java.language()
    elif language == "javascript":
        import tree_sitter_javascript as grammar_js

        capsule = grammar_js.language()
    elif language in ("typescript", "tsx"):
        import tree_sitter_typescript as grammar_ts

        capsule = (
            grammar_ts.language_tsx() if language == "tsx" else grammar_ts.language_typescript()
        )
    elif language == "rust":
        import tree_sitter_rust as grammar_rs

        capsule = grammar_rs.language()
    else:
        raise ValueError(f"no grammar for {language}")
    return ts.Parser(ts.Language(capsule))


def language_of(path: str) -> str | None:
    return EXTENSIONS.get(PurePosixPath(path).suffix.lower())


def _text(node: ts.Node | None) -> str:
    if node is None or node.text is None:
        return ""
    return node.text.decode("utf-8", errors="replace")


def _squash(text: str, limit: int = MAX_SIGNATURE) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _clean_comment(text: str) -> str:
    lines = []
    for line in text.splitlines():
        line = line.strip()
        line = re.sub(r"^(/\*\*?|\*/|\*|///?|//!|#)\s?", "", line)
        line = re.sub(r"\*/$", "", line).strip()
        if line:
            lines.append(line)
    return "\n".join(lines)


def _string_value(node: ts.Node) -> str:
    raw = _text(node)
    return re.sub(r'^[rbuRBUfF]*("""|\'\'\'|"|\')|("""|\'\'\'|"|\')$', "", raw).strip()


class _Walker:
    def __init__(self, path: str, language: str, source: bytes) -> None:
        self.path = path
        self.language = language
        self.lang = LANGS[language]
        self.source = source
        self.chunks: list[Chunk] = []
        self.imports: list[Import] = []

    # -- definitions -----------------------------------------------------------------
    def _is_def(self, node: ts.Node) -> str | None:
        kind = self.lang.defs.get(node.type)
        if kind is None:
            return None
        if node.type == "variable_declarator":
            value = node.child_by_field_name("value")
            return kind if value is not None and value.type in _FUNCTION_VALUES else None
        if node.type == "type_spec":
            inner = node.child_by_field_name("type")
            return (
                kind
                if inner is not None and inner.type in ("struct_type", "interface_type")
                else None
            )
        return kind

    def _name(self, node: ts.Node) -> str:
        name = node.child_by_field_name("name")
        return _text(name) or "<anonymous>"

    def _outer(self, node: ts.Node) -> ts.Node:
        """The node whose lines the chunk covers: decorators and `export` included."""
        outer = node
        while outer.parent is not None and outer.parent.type in (
            "decorated_definition",
            "export_statement",
            "lexical_declaration",
            "variable_declaration",
            "type_declaration",
        ):
            outer = outer.parent
        return outer

    def _signature(self, node: ts.Node, outer: ts.Node) -> str:
        body = node.child_by_field_name("body")
        if node.type == "variable_declarator":
            value = node.child_by_field_name("value")
            body = value.child_by_field_name("body") if value is not None else None
        end = body.start_byte if body is not None else node.end_byte
        head = self.source[outer.start_byte : end].decode("utf-8", errors="replace")
        return _squash(head.rstrip(" {:\n"))

    def _doc(self, node: ts.Node, outer: ts.Node) -> str:
        if self.lang.doc_in_body:
            body = node.child_by_field_name("body")
            first = body.named_children[0] if body is not None and body.named_children else None
            if first is not None and first.type == "expression_statement":
                inner = first.named_children[0] if first.named_children else None
                if inner is not None and inner.type == "string":
                    return _string_value(inner)
            return ""
        comments: list[str] = []
        sibling = outer.prev_named_sibling
        line = outer.start_point[0]
        while sibling is not None and sibling.type in self.lang.comments:
            if sibling.end_point[0] < line - 1:
                break
            comments.append(_text(sibling))
            line = sibling.start_point[0]
            sibling = sibling.prev_named_sibling
        return _clean_comment("\n".join(reversed(comments)))

    def _bases(self, node: ts.Node) -> list[str]:
        names: list[str] = []
        targets: list[ts.Node] = []
        for field_name in ("superclasses", "superclass", "interfaces"):
            child = node.child_by_field_name(field_name)
            if child is not None:
                targets.append(child)
        for child in node.named_children:
            if child.type in ("class_heritage", "extends_clause", "implements_clause"):
                targets.append(child)
        for target in targets:
            for sub in _descendants(target):
                if sub.type in ("identifier", "type_identifier") and sub.parent is not None:
                    if (
                        sub.parent.type in ("attribute", "member_expression")
                        and sub.parent.child_by_field_name("object") == sub
                    ):
                        continue
                    if sub.parent.type == "keyword_argument":
                        continue
                    names.append(_text(sub))
        return names

    # -- calls and imports ----------------------------------------------------------
    def _call(self, node: ts.Node) -> Call | None:
        line = node.start_point[0] + 1
        if node.type == "method_invocation":
            obj = node.child_by_field_name("object")
            return Call(_text(node.child_by_field_name("name")), _text(obj)[:60], line)
        if node.type == "object_creation_expression":
            return Call(_last(_text(node.child_by_field_name("type"))), "", line)
        if node.type == "new_expression":
            return Call(_last(_text(node.child_by_field_name("constructor"))), "", line)
        fn = node.child_by_field_name("function")
        if fn is None:
            return None
        if fn.type in ("identifier",):
            return Call(_text(fn), "", line)
        for name_field in ("attribute", "property", "field", "name"):
            name = fn.child_by_field_name(name_field)
            if name is None:
                continue
            for obj_field in ("object", "operand", "value", "path"):
                obj = fn.child_by_field_name(obj_field)
                if obj is not None:
                    return Call(_text(name), _text(obj)[:60], line)
            return Call(_text(name), "", line)
        return None

    def _import(self, node: ts.Node) -> None:
        t = node.type
        if t == "import_statement" and self.language == "python":
            for child in node.named_children:
                if child.type == "aliased_import":
                    module = _text(child.child_by_field_name("name"))
                    alias = _text(child.child_by_field_name("alias"))
                    self.imports.append(Import(module, "", alias))
                elif child.type == "dotted_name":
                    self.imports.append(Import(_text(child)))
        elif t == "import_from_statement":
            module = _text(node.child_by_field_name("module_name"))
            for child in node.children_by_field_name("name"):
                if child.type == "aliased_import":
                    name = _text(child.child_by_field_name("name"))
                    alias = _text(child.child_by_field_name("alias"))
                    self.imports.append(Import(module, name, alias))
                else:
                    self.imports.append(Import(module, _text(child)))
        elif t == "import_spec":  # go
            path = _text(node.child_by_field_name("path")).strip('"`')
            self.imports.append(Import(path, "", _text(node.child_by_field_name("name"))))
        elif t == "import_declaration" and self.language == "java":
            full = _squash(_text(node).removeprefix("import").rstrip(";").strip())
            full = full.removeprefix("static ").strip()
            module, _, name = full.rpartition(".")
            self.imports.append(Import(module, name))
        elif t == "import_statement":  # js / ts
            source = node.child_by_field_name("source")
            module = _string_value(source) if source is not None else ""
            bound = False
            for sub in _descendants(node):
                if sub.type == "import_specifier":
                    name = _text(sub.child_by_field_name("name"))
                    alias = _text(sub.child_by_field_name("alias"))
                    self.imports.append(Import(module, name, alias))
                    bound = True
                elif (
                    sub.type == "identifier"
                    and sub.parent is not None
                    and sub.parent.type in ("import_clause", "namespace_import")
                ):
                    self.imports.append(Import(module, "", _text(sub)))
                    bound = True
            if not bound:
                self.imports.append(Import(module))
        elif t == "use_declaration":  # rust
            arg = _text(node.child_by_field_name("argument"))
            for piece in _rust_uses(arg):
                module, _, name = piece.rpartition("::")
                self.imports.append(Import(module, name))

    # -- the walk ---------------------------------------------------------------------
    def walk(self) -> None:
        tree = parser(self.language).parse(self.source)
        self._visit(tree.root_node, "", None)

    def _visit(self, node: ts.Node, klass: str, owner: Chunk | None) -> None:
        stack: list[tuple[ts.Node, str, Chunk | None]] = [(node, klass, owner)]
        while stack:
            current, klass, owner = stack.pop()
            kind = self._is_def(current)
            if kind is not None:
                owner = self._add(current, kind, klass, owner)
                if kind == "class":
                    klass = owner.qualname
            elif current.type in self.lang.containers:
                klass = _last(_text(current.child_by_field_name("type"))) or klass
            elif current.type in self.lang.calls and owner is not None:
                call = self._call(current)
                if call is not None and call.name:
                    owner.calls.append(call)
            elif current.type in _IMPORTS and not (
                self.language == "go" and current.type == "import_declaration"
            ):
                self._import(current)
                continue
            stack.extend((child, klass, owner) for child in reversed(current.named_children))

    def _add(self, node: ts.Node, kind: str, klass: str, owner: Chunk | None) -> Chunk:
        outer = self._outer(node)
        name = self._name(node)
        parent = klass
        if node.type == "method_declaration" and self.language == "go":
            receiver = node.child_by_field_name("receiver")
            found = [_text(n) for n in _descendants(receiver) if n.type == "type_identifier"]
            parent = found[0] if found else ""
        if kind == "function" and parent and (owner is None or owner.kind == "class"):
            kind = "method"
        elif kind == "function" and owner is not None and owner.kind in ("function", "method"):
            parent = owner.parent  # a nested function keeps the class of its outer method
        qualname = f"{parent}.{name}" if parent else name
        chunk = Chunk(
            kind=kind,
            name=name,
            qualname=qualname,
            signature=self._signature(node, outer),
            doc=self._doc(node, outer),
            parent=parent,
            start=outer.start_point[0] + 1,
            end=outer.end_point[0] + 1,
            bases=self._bases(node) if kind == "class" else [],
        )
        self.chunks.append(chunk)
        return chunk


def _descendants(node: ts.Node | None) -> list[ts.Node]:
    if node is None:
        return []
    out: list[ts.Node] = []
    stack = [node]
    while stack:
        current = stack.pop()
        out.append(current)
        stack.extend(reversed(current.named_children))
    return out


def _last(text: str) -> str:
    text = re.sub(r"<.*>$", "", text.strip())
    return re.split(r"[.:]+", text)[-1] if text else ""


def _rust_uses(arg: str) -> list[str]:
    """`a::{b, c::d}` -> a::b, a::c::d (one level of braces)."""
    arg = re.sub(r"\s+", "", arg)
    match = re.match(r"^(.*?)::\{(.*)\}$", arg)
    if not match:
        return [arg.split(" as ")[0]]
    prefix, inner = match.groups()
    return [f"{prefix}::{part}" for part in inner.split(",") if part and "{" not in part]


def parse_source(path: str, source: bytes, language: str | None = None) -> ParsedFile:
    """Chunks of one file: each definition, plus a file chunk (its head: imports, module doc)."""
    language = language or language_of(path)
    if language is None:
        raise ValueError(f"{path}: no grammar for this file type")
    walker = _Walker(path, language, source)
    walker.walk()
    text = source.decode("utf-8", errors="replace")
    lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
    first_def = min((c.start for c in walker.chunks), default=lines + 1)
    # the head ends before the first definition; empty (end 0) when a definition opens the file
    head_end = max(0, min(first_def - 1, MAX_FILE_HEAD_LINES, lines))
    module_doc = ""
    if language == "python":
        match = re.match(r'\s*(?:[rRuU]?("""|\'\'\'))(.*?)\1', text, re.DOTALL)
        module_doc = match.group(2).strip() if match else ""
    file_chunk = Chunk(
        kind="file",
        name=PurePosixPath(path).name,
        qualname=path,
        signature=path,
        doc=module_doc,
        parent="",
        start=1,
        end=head_end,
    )
    return ParsedFile(path, language, [file_chunk, *walker.chunks], walker.imports, lines)
