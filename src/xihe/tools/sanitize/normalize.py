"""Layer 1: a normalized view of a tool output, for detection only — never for output.

Every character of the view remembers the [start, end) range of the original it came from,
so a span found in the view maps back to exactly the bytes that carried it. The view
decodes what hides text from a pattern (JSON escapes, HTML entities, percent runs, Unicode
tag characters, a raw mail's quoted-printable and base64 parts and encoded-word headers),
drops invisible format characters, applies NFKC and a confusable fold (Cyrillic and Greek
look-alikes, after NFKC has folded mathematical alphanumerics, full-width and CJK
compatibility forms), lowercases, and closes the gaps in spaced-out CJK and letter-spaced
Latin.
"""

from __future__ import annotations

import base64
import binascii
import html
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

# A run of Unicode tag characters is ASCII a person never sees.
TAG_LO, TAG_HI = 0xE0020, 0xE007E
TAG_RUN = re.compile("[\U000e0001\U000e0020-\U000e007f]{2,}")

# Capitals whose look-alike differs from their lowercase's (Greek Ν looks like N, ν like v):
# folded before lowercasing.
CAPITALS = str.maketrans(
    {
        "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M",
        "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
        "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P",
        "С": "C", "Т": "T", "Х": "X", "У": "Y", "Ѕ": "S", "І": "I", "Ј": "J",
    }
)  # fmt: skip

# TR39-style skeleton entries for the letters attackers swap in; NFKC handles the rest.
CONFUSABLES = str.maketrans(
    {
        # Cyrillic
        "а": "a",
        "в": "b",
        "е": "e",
        "ѕ": "s",
        "і": "i",
        "ј": "j",
        "к": "k",
        "м": "m",
        "н": "h",
        "о": "o",
        "р": "p",
        "с": "c",
        "т": "t",
        "у": "y",
        "х": "x",
        "ь": "b",
        "ԁ": "d",
        "ԛ": "q",
        "ԝ": "w",
        "ӏ": "l",
        "һ": "h",
        "ɡ": "g",
        "ё": "e",
        "ї": "i",
        # Greek
        "α": "a",
        "β": "b",
        "ε": "e",
        "η": "n",
        "ι": "i",
        "κ": "k",
        "ν": "v",
        "ο": "o",
        "ρ": "p",
        "τ": "t",
        "υ": "u",
        "χ": "x",
        "γ": "y",
        "ω": "w",
        "ϲ": "c",
        "ϳ": "j",
        "μ": "u",
        "λ": "l",
        # Latin and symbol look-alikes
        "ı": "i",
        "ł": "l",
        "ø": "o",
        "ß": "ss",
        "‐": "-",
        "‑": "-",
        "‒": "-",
        "–": "-",
        "—": "-",
        "⁄": "/",
        "∕": "/",
        "‚": ",",
        "‘": "'",
        "’": "'",
        "“": '"',
        "”": '"',
        "«": '"',
        "»": '"',
        "ǀ": "|",
        "∣": "|",
    }
)

# (round 19) what follows "\b", "\f", "\n", "\r" or "\t" in a LaTeX command (\begin, \frac,
# \noindent, \textcolor, \tiny): LaTeX source, not a JSON escape
_LATEX_TAIL = (
    r"(?:egin|f|fseries|ibliography|ibitem|oldsymbol|ig|ox|ootnote\w*|rac|box|ewcommand|ewline|"
    r"oindent|ormalsize|ewpage|abla|ot|ight|m|enewcommand|ef|ule|ext\w*|iny|itle|imes|au|heta|"
    r"ableofcontents|oday|t)(?![A-Za-z])"
)
_JSON_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})|\\([\"\\/'])|\\([bfnrt])(?!" + _LATEX_TAIL + ")")
_JSON_SIMPLE = {"b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_PERCENT_RUN = re.compile(r"(?:%[0-9A-Fa-f]{2})+")
# (round 20) an iCalendar or vCard folds long lines (CRLF and one space) anywhere, even inside a
# word or an escape, and escapes its commas and semicolons
_CALENDAR = re.compile(r"BEGIN:V(?:CALENDAR|EVENT|TODO|CARD)\b")
_FOLDED = re.compile(r"\r?\n[ \t]")
_CALENDAR_ESCAPE = re.compile(r"\\([,;:])")
# (round 24) raw mail: quoted-printable parts (soft line breaks, =XX bytes), RFC 2047 encoded
# words in headers, base64 text parts wrapped at 76 columns (a line may split a character)
_QUOTED_PRINTABLE = re.compile(r"content-transfer-encoding:[ \t]*quoted-printable", re.I)
_BLANK_LINE = re.compile(r"\r?\n[ \t]*\r?\n")
_QP_SOFT_BREAK = re.compile(r"=\r?\n")
_QP_RUN = re.compile(r"(?:=[0-9A-F]{2})+")
_ENCODED_WORD = re.compile(r"=\?([\w.-]{1,40})\?([BbQq])\?([^?\s]{1,2000})\?=")
_MIME_BASE64 = re.compile(
    r"^content-transfer-encoding:[ \t]*base64[ \t]*\r?\n(?:[^\r\n]+\r?\n)*?\r?\n"
    r"((?:[A-Za-z0-9+/]{4,}={0,2}[ \t]*(?:\r?\n|$))+)",
    re.I | re.M,
)


def is_cjk(ch: str) -> bool:
    code = ord(ch)
    return (
        0x4E00 <= code <= 0x9FFF
        or 0x3400 <= code <= 0x4DBF
        or 0x3000 <= code <= 0x303F
        or 0xFF00 <= code <= 0xFFEF
        or 0x20000 <= code <= 0x2FA1F
    )


@dataclass(frozen=True)
class View:
    """The normalized text and, per character, the original range it stands for."""

    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]

    def origin(self, start: int, end: int) -> tuple[int, int]:
        """The original [start, end) covered by view characters [start, end)."""
        if end <= start:
            return self.starts[start] if start < len(self.starts) else 0, 0
        return self.starts[start], self.ends[end - 1]


Chars = list[tuple[str, int, int]]


def _sub(chars: Chars, pattern: re.Pattern[str], decode: object) -> Chars:
    """Replace each match with its decoding; decoded characters span the whole match."""
    text = "".join(c for c, _, _ in chars)
    out: Chars = []
    last = 0
    for match in pattern.finditer(text):
        replacement = decode(match)  # type: ignore[operator]
        if replacement is None:
            continue
        out.extend(chars[last : match.start()])
        start, end = chars[match.start()][1], chars[match.end() - 1][2]
        out.extend((ch, start, end) for ch in replacement)
        last = match.end()
    if not out and last == 0:
        return chars
    out.extend(chars[last:])
    return out


def _json_unescape(match: re.Match[str]) -> str | None:
    if match.group(1):
        return chr(int(match.group(1), 16))
    if match.group(2):
        return match.group(2)
    return _JSON_SIMPLE[match.group(3)]


def _entity(match: re.Match[str]) -> str | None:
    decoded = html.unescape(match.group(0))
    return None if decoded == match.group(0) else decoded


def _percent(match: re.Match[str]) -> str | None:
    raw = bytes.fromhex(match.group(0).replace("%", ""))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _qp(match: re.Match[str]) -> str | None:
    raw = bytes.fromhex(match.group(0).replace("=", ""))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _encoded_word(match: re.Match[str]) -> str | None:
    charset, kind, payload = match.groups()
    try:
        if kind in "Bb":
            raw = base64.b64decode(payload + "=" * (-len(payload) % 4), validate=True)
        else:
            raw = re.sub(
                rb"=([0-9A-Fa-f]{2})",
                lambda m: bytes([int(m.group(1), 16)]),
                payload.replace("_", " ").encode("ascii", "replace"),
            )
        return raw.decode(charset)
    except (binascii.Error, ValueError, LookupError, UnicodeDecodeError):
        return None


def reads_as_text(decoded: str) -> bool:
    """Decoded bytes that are text (not an image or a key that happens to be valid UTF-8)."""
    return sum(ch.isprintable() or ch.isspace() for ch in decoded) >= 0.95 * len(decoded)


def _mime_base64(chars: Chars) -> Chars:
    """A base64 text part read as the text it encodes; each decoded character stands for the
    whole encoded body (a span in it removes the part)."""
    text = "".join(c for c, _, _ in chars)
    out: Chars = []
    last = 0
    for match in _MIME_BASE64.finditer(text):
        body = re.sub(r"\s+", "", match.group(1))
        try:
            decoded = base64.b64decode(body, validate=True).decode("utf-8")
        except (binascii.Error, ValueError, UnicodeDecodeError):
            continue
        if not reads_as_text(decoded):
            continue
        start, end = chars[match.start(1)][1], chars[match.end(1) - 1][2]
        out += chars[last : match.start(1)]
        out += [(ch, start, end) for ch in decoded + "\n"]
        last = match.end(1)
    return out + chars[last:] if out else chars


def _quoted_printable(chars: Chars) -> Chars:
    """Each quoted-printable body, from its header to the next boundary line, decoded."""
    text = "".join(c for c, _, _ in chars)
    out: Chars = []
    last = 0
    for match in _QUOTED_PRINTABLE.finditer(text):
        if match.start() < last:
            continue
        blank = _BLANK_LINE.search(text, match.end())
        start = blank.end() if blank else match.end()
        end = text.find("\n--", start)
        end = len(text) if end < 0 else end
        out += chars[last:start]
        out += _sub(_sub(chars[start:end], _QP_SOFT_BREAK, lambda m: ""), _QP_RUN, _qp)
        last = end
    return out + chars[last:]


def _mail(chars: Chars, text: str) -> Chars:
    if "=?" in text:
        chars = _sub(chars, _ENCODED_WORD, _encoded_word)
    if _QUOTED_PRINTABLE.search(text):
        chars = _quoted_printable(chars)
    if "ase64" in text or "ASE64" in text:
        chars = _mime_base64(chars)
    return chars


@lru_cache(maxsize=65_536)
def fold_char(ch: str) -> str:
    """One character as detection sees it: tag characters decoded, format characters gone,
    NFKC, confusables folded, lowercased."""
    code = ord(ch)
    if TAG_LO <= code <= TAG_HI:
        return chr(code - 0xE0000).lower()
    if unicodedata.category(ch) == "Cf" or 0xFE00 <= code <= 0xFE0F:
        return ""
    # lowercase first: the table holds lowercase look-alikes, capitals (А, Ι, Ν) fold through them
    folded = unicodedata.normalize("NFKC", ch).translate(CAPITALS).lower().translate(CONFUSABLES)
    folded = unicodedata.normalize("NFKC", folded)
    if folded.isascii():
        return folded
    # (round 23) accents piled on Latin letters ("Śèñd̈ tẖe"), small capitals ("ᴇᴍᴀɪʟ")
    name = unicodedata.name(folded, "") if len(folded) == 1 else ""
    if name.startswith("LATIN LETTER SMALL CAPITAL ") and len(name) == 28:
        return name[-1].lower()
    bare = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
    return bare if bare.isascii() else folded


def _fold(chars: Chars) -> Chars:
    out: Chars = []
    append = out.append
    for ch, start, end in chars:
        if ch.isascii():
            append((ch.lower(), start, end))
            continue
        for f in fold_char(ch):
            append((f, start, end))
    return out


def _close_gaps(chars: Chars) -> Chars:
    """Spaced-out CJK ("忽 略 指 令") and letter-spaced Latin ("i g n o r e") read as words."""
    out: Chars = []
    n = len(chars)
    i = 0
    while i < n:
        ch = chars[i][0]
        if ch in " \t\u3000" and out and i + 1 < n:
            gap = i
            while gap < n and gap - i < 4 and chars[gap][0] in " \t\u3000":
                gap += 1
            # one space closes between any CJK characters ("忽略 指令"); a wider gap or a tab
            # only between single characters ("助  手  请", "助\t手\t请"), not table cells
            # ("李娜\t财务部")
            narrow = gap == i + 1 and ch != "\t"
            single = narrow or i < 2 or chars[i - 2][0].isspace()
            if gap < n and single and is_cjk(out[-1][0]) and is_cjk(chars[gap][0]):
                i = gap
                continue
            prev, nxt = out[-1][0], chars[i + 1][0]
            if (
                prev.isalpha()
                and nxt.isalpha()
                and (i < 2 or not chars[i - 2][0].isalnum())
                and (i + 2 >= n or not chars[i + 2][0].isalnum())
                and ch == " "
            ):
                i += 1
                continue
        out.append(chars[i])
        i += 1
    return out


_CJK_MARKED = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff][^\w ][\u2e80-\u9fff\uf900-\ufaff]")


def _close_separators(chars: Chars) -> Chars:
    """(round 19) CJK characters kept apart by one repeated mark ("忽.略.之.前", "无😀视😀之",
    one character a line) read as the word they spell: four or more in a row."""
    out: Chars = []
    n = len(chars)
    i = 0
    while i < n:
        ch = chars[i][0]
        sep = chars[i + 1][0] if i + 1 < n else ""
        if is_cjk(ch) and sep and not is_cjk(sep) and not sep.isalnum() and sep != " ":
            j = i
            while j + 2 < n and chars[j + 1][0] == sep and is_cjk(chars[j + 2][0]):
                j += 2
            if (j - i) // 2 + 1 >= 4:
                out.extend(chars[k] for k in range(i, j + 1, 2))
                i = j + 1
                continue
        out.append(chars[i])
        i += 1
    return out


def _squeeze(chars: Chars) -> Chars:
    out: Chars = []
    for item in chars:
        if item[0] in " \t\r\f\v\u3000" and out and out[-1][0] == " ":
            continue
        out.append((" ", item[1], item[2]) if item[0] in "\t\r\f\v\u3000" else item)
    return out


_OVERRIDE = re.compile("\u202e([^\u202c\u2069\n]*)")


def _reversed_runs(chars: Chars) -> Chars:
    """(round 23) text after a right-to-left override shows reversed: read as it shows."""
    text = "".join(c for c, _, _ in chars)
    out: Chars = []
    last = 0
    for match in _OVERRIDE.finditer(text):
        out += chars[last : match.start(1)]
        out += chars[match.start(1) : match.end(1)][::-1]
        last = match.end(1)
    return out + chars[last:]


def normalize(text: str) -> View:
    chars: Chars = [(ch, i, i + 1) for i, ch in enumerate(text)]
    if "\u202e" in text:
        chars = _reversed_runs(chars)
    if _CALENDAR.search(text):
        chars = _sub(_sub(chars, _FOLDED, lambda m: ""), _CALENDAR_ESCAPE, lambda m: m.group(1))
    if "\\" in text:
        chars = _sub(chars, _JSON_ESCAPE, _json_unescape)
        if any(c == "\\" for c, _, _ in chars):
            chars = _sub(chars, _JSON_ESCAPE, _json_unescape)
    if "&" in text:
        chars = _sub(chars, _ENTITY, _entity)
    if "%" in text:
        chars = _sub(chars, _PERCENT_RUN, _percent)
    if "=" in text:
        chars = _mail(chars, text)
    chars = _fold(chars)
    if _CJK_MARKED.search(text):  # (only then: a pass per character on the hot path)
        chars = _close_separators(chars)
    chars = _squeeze(_close_gaps(chars))
    return View(
        "".join(c for c, _, _ in chars),
        tuple(s for _, s, _ in chars),
        tuple(e for _, _, e in chars),
    )


# a code search's line gutter: "  12 | code", "src/app.py:12: code", "12│code"
_GUTTER = re.compile(r"^[ \t]*(?:[\w./-]+[:#])?\d{1,6}[ \t]*(?:[|│:]|[ \t]-)[ \t]?", re.M)


def blank_gutters(text: str) -> str:
    """Search results that number their lines, with the numbers blanked (same length, so every
    offset still points into the original): a line of source reads as that line again."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    numbered = sum(bool(_GUTTER.match(ln)) for ln in lines)
    if numbered < 3 or numbered < 0.6 * len(lines):
        return text
    return _GUTTER.sub(lambda m: " " * len(m.group(0)), text)


# a string kept by a program (assigned or passed), not a docstring: `PROMPT = """…"""`
ASSIGNED_STRING = re.compile(r'(?<=[=(,])[ \t]*[rbuf]{0,2}("""|\'\'\')(.*?)\1', re.S)
