"""The A2A agent card declares how to authenticate: a bearer key always, OIDC when set."""

from __future__ import annotations

from google.protobuf.json_format import MessageToDict

from xihe.core.settings import OidcConfig
from xihe.gateway.a2a_server import agent_card


def test_the_card_declares_bearer_keys_and_oidc_when_configured() -> None:
    plain = MessageToDict(agent_card("http://127.0.0.1:8700"))
    assert plain["securitySchemes"] == {
        "bearer": {
            "httpAuthSecurityScheme": {
                "scheme": "bearer",
                "bearerFormat": "Xihe API key (xk_...)",
                "description": "Authorization: Bearer <key>; keys come from `xihe keys create`",
            }
        }
    }
    assert plain["securityRequirements"] == [{"schemes": {"bearer": {}}}]

    oidc = OidcConfig(jwks_url="https://idp.test/jwks", issuer="https://idp.test/", audience="x")
    card = MessageToDict(agent_card("http://127.0.0.1:8700", oidc))
    url = card["securitySchemes"]["oidc"]["openIdConnectSecurityScheme"]["openIdConnectUrl"]
    assert url == "https://idp.test/.well-known/openid-configuration"
    assert {"schemes": {"oidc": {}}} in card["securityRequirements"]
    assert card["supportedInterfaces"][0]["url"] == "http://127.0.0.1:8700/a2a"
