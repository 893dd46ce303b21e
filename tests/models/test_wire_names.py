"""Tool names as providers accept them, and back."""

from __future__ import annotations

from xihe.core.messages import Message, ModelRequest, ToolCall, ToolSchema
from xihe.models.wire_names import VALID, WireNames


def _request(*names: str, history: tuple[str, ...] = ()) -> ModelRequest:
    calls = tuple(ToolCall(f"c{i}", n, {}) for i, n in enumerate(history))
    messages = (Message("user", "hi"), Message("assistant", "", tool_calls=calls))
    return ModelRequest(messages=messages, tools=tuple(ToolSchema(n, "") for n in names))


def test_dotted_names_are_encoded_and_decoded() -> None:
    names = WireNames.for_request(_request("notify.send", "weather.forecast"))
    assert names.encode("notify.send") == "notify_send"
    assert names.decode("notify_send") == "notify.send"
    assert names.decode("weather_forecast") == "weather.forecast"


def test_valid_names_keep_their_spelling_and_win_collisions() -> None:
    names = WireNames.for_request(_request("a.b", "a_b"))
    assert names.encode("a_b") == "a_b"
    assert names.encode("a.b") == "a_b_2"
    assert names.decode("a_b") == "a_b" and names.decode("a_b_2") == "a.b"


def test_long_and_odd_names_fit_the_pattern_and_stay_distinct() -> None:
    long_a, long_b = "x" * 70 + ".one", "x" * 70 + ".two"
    names = WireNames.for_request(_request(long_a, long_b, "天气.查询", ""))
    wires = [names.encode(n) for n in (long_a, long_b, "天气.查询", "")]
    assert all(VALID.match(w) for w in wires)
    assert len(set(wires)) == 4
    assert [names.decode(w) for w in wires] == [long_a, long_b, "天气.查询", ""]


def test_history_tool_calls_are_encoded_too_and_unknown_names_pass_through() -> None:
    names = WireNames.for_request(_request(history=("files.read",)))
    assert names.encode("files.read") == "files_read"
    assert names.decode("made_up") == "made_up"
