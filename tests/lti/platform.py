#!/usr/bin/env python3
"""A test LMS: an LTI 1.3 Advantage *platform* for the end-to-end tests, built on PyPI
`lti1p3platform` (0.1.8) behind FastAPI.

The class server is an LTI tool; it needs a platform that it did not write to be tested against.
This is one process, `python platform.py --port P`, listening on 127.0.0.1 with the issuer
`http://127.0.0.1:P`. All its state is in memory and its RSA 2048 signing key is made at start:
it is a test fixture, started afresh by each test run (tests/e2e/lti-platform.mjs).

What comes from the library: the id_token's claims and their signature (`message_launch`), the
third-party login initiation URL (`oidc_login`), the token endpoint's client assertion check and
the access token (`ltiplatform.get_access_token`, which fetches the tool's JWKS), the access
token and scope check of the services (`validate_token`), the deep linking response's signature,
message type and content item types (`validate_deeplinking_resp`), the AGS and NRPS claims.
What is written here: what the library lacks (Dynamic Registration's platform side, the checks
named below that it leaves out, the services' storage and validation, the browser pages) and
the test controls.

LTI endpoints (what a tool codes against):
  GET  /.well-known/openid-configuration   the platform's configuration (Dynamic Registration)
  POST /register            Dynamic Registration; `Authorization: Bearer <registration_token>`
  GET  /jwks                the platform's public keys, each with its kid
  GET|POST /auth            OIDC authorization endpoint (answers a form_post of id_token, state)
  POST /token               OAuth2 client_credentials with a private_key_jwt client assertion
  /ags/<context>/lineitems  AGS 2.0: GET, POST; /lineitems/<id> GET, PUT, DELETE;
                            /lineitems/<id>/scores POST; /lineitems/<id>/results GET
  GET  /nrps/<context>/memberships   NRPS 2.0 (the users launched in that context)
  POST /deep-link-return    Deep Linking 2.0 response (form field JWT)
Test controls (JSON unless said):
  POST /test/registration-token   {token, openid_configuration}
  POST /test/add-tool             a tool added by hand: its configuration in, {issuer, client_id,
                                  deployment_id, auth_url, token_url, jwks_url} out
  POST /test/new-deployment       {client_id}: the tool's launches carry a new deployment_id
  GET  /test/register-tool?url=   LMS admin page (HTML) framing the tool's registration URL
  GET  /test/launch?...           LMS course page (HTML) starting a launch; see `test_launch`
  GET  /test/last-launch          the last launch form rendered: {redirect_uri, id_token, state}
  POST /test/rotate-key           sign with a new key from now on; /jwks lists old and new
  POST /test/fail-scores          {count, status}: the next `count` score posts answer `status`
  POST /test/extra-credit         {allow}: accept scoreGiven > scoreMaximum (refused by default)
  GET  /test/scores, /test/links, /test/tools, /test/token-requests   what the platform holds
  GET  /test/refused-again        score posts refused as not newer (409), with whether each was
                                  the very score held (a tool's post sent twice)

What it checks, as a strict LMS would (each refusal answers why, and is printed to stderr):
  registration  one-time bearer token; application_type web; response_types has id_token;
                grant_types has implicit and client_credentials; private_key_jwt; jwks_uri;
                the tool configuration's domain, and initiate_login_uri, redirect_uris,
                target_link_uri (tool's and messages') on that domain or its secondary_domains;
                custom parameters are strings; only the supported scopes are granted.
  /auth         scope openid, response_type id_token, response_mode form_post, prompt none,
                a registered client_id, redirect_uri among its redirect_uris, login_hint and
                lti_message_hint as issued by a launch of that client, nonce and state.
  /token        grant_type, client_assertion_type, the assertion's signature (tool JWKS, kid),
                iss = sub = client_id, aud has the token endpoint, exp, iat, jti once only,
                scopes among those granted at registration.
  services      a Bearer token from /token, of this client, with the operation's scope; the
                context and line item are this client's; media types; line items and scores
                validated field by field; a score not newer than the last one for that user and
                line item is refused with 409; the user must be a member of the context.
  deep linking  the signature and kid, message type, iss = client_id, aud = issuer, the
                deployment_id, version, nonce, exp and iat, the `data` of a deep linking
                launch (once), item types (ltiResourceLink only), urls on the tool's domain.
"""
from __future__ import annotations

import sys
from pathlib import Path

# This file is named like the standard library's `platform`, which uvicorn, requests and others
# import: run as a script, its folder would come first on the import path and shadow it.
if sys.path and Path(sys.path[0] or ".").resolve() == Path(__file__).resolve().parent:
    del sys.path[0]

# pylint: disable=wrong-import-position
import argparse
import base64
import html
import json
import math
import re
import secrets
import time
from dataclasses import dataclass, field
from datetime import datetime
from urllib.parse import urlencode, urlsplit, urlunsplit

import jwt
import uvicorn
from cryptography.hazmat.primitives import hashes, hmac, serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response
from starlette.concurrency import run_in_threadpool

from lti1p3platform import exceptions as lti_errors
from lti1p3platform.ltiplatform import LTI1P3PlatformConfAbstract
from lti1p3platform.message_launch import LTIAdvantageMessageLaunchAbstract
from lti1p3platform.oidc_login import OIDCLoginAbstract
from lti1p3platform.registration import Registration
from lti1p3platform.request import Request as LtiRequest

# ---------------------------------------------------------------------------------------------
# Names from the specifications

LTI = "https://purl.imsglobal.org/spec/lti/claim/"
DL_SETTINGS = "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings"
DL_ITEMS = "https://purl.imsglobal.org/spec/lti-dl/claim/content_items"
DL_DATA = "https://purl.imsglobal.org/spec/lti-dl/claim/data"
AGS_CLAIM = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint"
PLATFORM_CONFIG = "https://purl.imsglobal.org/spec/lti-platform-configuration"
TOOL_CONFIG = "https://purl.imsglobal.org/spec/lti-tool-configuration"

SCOPE_LINEITEM = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem"
SCOPE_LINEITEM_READ = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly"
SCOPE_RESULT = "https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly"
SCOPE_SCORE = "https://purl.imsglobal.org/spec/lti-ags/scope/score"
SCOPE_NRPS = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly"
AGS_SCOPES = [SCOPE_LINEITEM, SCOPE_LINEITEM_READ, SCOPE_RESULT, SCOPE_SCORE]
SUPPORTED_SCOPES = AGS_SCOPES + [SCOPE_NRPS]

JWT_BEARER = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer"
MEDIA_LINEITEM = "application/vnd.ims.lis.v2.lineitem+json"
MEDIA_LINEITEMS = "application/vnd.ims.lis.v2.lineitemcontainer+json"
MEDIA_SCORE = "application/vnd.ims.lis.v1.score+json"
MEDIA_RESULTS = "application/vnd.ims.lis.v2.resultcontainer+json"
MEDIA_MEMBERS = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json"

RESOURCE_LINK_REQUEST = "LtiResourceLinkRequest"
DEEP_LINKING_REQUEST = "LtiDeepLinkingRequest"
LIS = "http://purl.imsglobal.org/vocab/lis/v2/"
ROLES = {
    "learner": [LIS + "membership#Learner", LIS + "institution/person#Student"],
    "instructor": [LIS + "membership#Instructor", LIS + "institution/person#Faculty"],
}
COURSE_OFFERING = LIS + "course#CourseOffering"
ACTIVITY_PROGRESS = {"Initialized", "Started", "InProgress", "Submitted", "Completed"}
GRADING_PROGRESS = {"FullyGraded", "Pending", "PendingManual", "Failed", "NotReady"}
IDENTITY_CLAIMS = ("name", "given_name", "family_name", "email")

PRODUCT = {"product_family_code": "lti1p3platform-test", "version": "0.1.8"}
SKEW = 60  # seconds of clock skew allowed on the tool's iat
HINT_TTL = 600  # seconds a launch's lti_message_hint is accepted by /auth
REGISTRATION_TTL = 3600  # seconds a registration token is accepted
STORAGE_FRAME = "post_message_forwarding"  # the named frame given as lti_storage_target
ID = re.compile(r"^[A-Za-z0-9._~-]{1,64}$")  # context and resource link ids: they go in paths

# The hostile id_tokens and states that `tamper=KIND` makes /auth send (see `tamper`).
TAMPERS = (
    "alg-none", "hs256", "bad-signature", "unknown-kid", "wrong-iss", "wrong-aud", "wrong-azp",
    "multi-aud-no-azp", "expired", "future-iat", "no-exp", "no-iat", "no-nonce",
    "no-target-link-uri", "no-deployment-id", "unknown-deployment", "wrong-message-type",
    "no-version", "no-roles", "no-sub", "old-nonce", "state-mismatch",
)


# ---------------------------------------------------------------------------------------------
# State

@dataclass
class Key:
    """One RSA 2048 signing key, its PEMs as the library takes them, and its kid."""

    private_pem: str
    public_pem: str
    kid: str

    @classmethod
    def generate(cls) -> Key:
        key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        private = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                    serialization.NoEncryption()).decode()
        public = key.public_key().public_bytes(serialization.Encoding.PEM,
                                               serialization.PublicFormat.SubjectPublicKeyInfo).decode()
        # The kid is the JWK thumbprint: the one the library puts in the headers it signs.
        return cls(private, public, Registration.get_jwk(public)["kid"])


@dataclass
class Platform:
    """Everything the LMS holds, in memory."""

    issuer: str
    keys: list = field(default_factory=lambda: [Key.generate()])  # the last one signs
    stray_key: Key = field(default_factory=Key.generate)  # signs `unknown-kid`: never published
    registration_tokens: dict = field(default_factory=dict)  # token -> expiry
    tools: dict = field(default_factory=dict)  # client_id -> tool (see `register_tool`)
    hints: dict = field(default_factory=dict)  # lti_message_hint -> launch (see `test_launch`)
    nonces: list = field(default_factory=list)  # (client_id, nonce) of each /auth, oldest first
    deep_link_requests: dict = field(default_factory=dict)  # data -> deep linking launch
    jtis: dict = field(default_factory=dict)  # (client_id, jti) -> exp of client assertions
    links: dict = field(default_factory=dict)  # resource link id -> resource link
    lineitems: dict = field(default_factory=dict)  # line item id -> line item (internal form)
    results: dict = field(default_factory=dict)  # (line item id, user) -> last accepted score
    members: dict = field(default_factory=dict)  # context id -> user -> member
    scores: list = field(default_factory=list)  # every accepted score post, in order
    refused_again: list = field(default_factory=list)  # (user, timestamp) of scores not newer (409)
    token_requests: list = field(default_factory=list)  # every POST /token, in order
    last_launch: dict | None = None
    fail_scores: dict = field(default_factory=lambda: {"count": 0, "status": 503})
    extra_credit: bool = False
    next_id: int = 1

    def new_id(self) -> int:
        self.next_id += 1
        return self.next_id - 1


P: Platform = None  # type: ignore[assignment]  # made in main() once the port is known


def url(path: str) -> str:
    return P.issuer + path


def lineitems_url(context_id: str) -> str:
    return url(f"/ags/{context_id}/lineitems")


def lineitem_url(item: dict) -> str:
    return f"{lineitems_url(item['context_id'])}/{item['id']}"


# ---------------------------------------------------------------------------------------------
# Refusals

class Refused(Exception):
    """A request the platform refuses: HTTP status, an OAuth-style error code and why. `page`
    answers an HTML page (the browser's requests), otherwise JSON."""

    def __init__(self, status: int, error: str, why: str, page: bool = False, headers=None):
        super().__init__(why)
        self.status, self.error, self.why, self.page = status, error, why, page
        self.headers = headers or {}


def expect(condition: bool, why: str, status: int = 400, error: str = "invalid_request",
           page: bool = False) -> None:
    if not condition:
        raise Refused(status, error, why, page)


app = FastAPI(docs_url=None, redoc_url=None, openapi_url=None)


@app.exception_handler(Refused)
async def answer_refusal(request: Request, refusal: Refused) -> Response:
    print(f"lti-platform: refused {request.method} {request.url.path}: {refusal.status} "
          f"{refusal.error}: {refusal.why}", file=sys.stderr, flush=True)
    if refusal.page:
        body = (f"<!doctype html><html lang='en'><meta charset='utf-8'><title>Refused</title>"
                f"<h1>Refused</h1><p id='error'>{esc(refusal.why)}</p></html>")
        return HTMLResponse(body, refusal.status, headers=refusal.headers)
    return JSONResponse({"error": refusal.error, "error_description": refusal.why},
                        refusal.status, headers=refusal.headers)


def esc(text) -> str:
    return html.escape(str(text), quote=True)


def script_json(value) -> str:
    """JSON to put inside a <script> element: no `</script>` can close it early."""
    return json.dumps(value).replace("<", "\\u003c")


# ---------------------------------------------------------------------------------------------
# Small validators

def is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def parse_time(value, name: str) -> datetime:
    """An ISO 8601 date and time with its time zone (AGS says ISO 8601; without a zone the
    instant is unknown, so it is refused)."""
    expect(isinstance(value, str), f"{name} must be an ISO 8601 string")
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise Refused(400, "invalid_request", f"{name} is not ISO 8601: {value!r}") from None
    expect(moment.tzinfo is not None, f"{name} must carry a time zone: {value!r}")
    return moment


def string_map(value, name: str, error: str = "invalid_request") -> dict:
    """Custom parameters: LTI custom values are strings."""
    if value is None:
        return {}
    expect(isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, str)
                                           for k, v in value.items()),
           f"{name} must map strings to strings", error=error)
    return dict(value)


def on_domain(address, domains: list) -> bool:
    """Whether an http(s) URL is on one of the tool's domains. A domain with a port must match
    host and port; one without a port matches its host on any port (loopback tests)."""
    if not isinstance(address, str):
        return False
    parts = urlsplit(address)
    if parts.scheme not in ("http", "https") or not parts.hostname or "@" in parts.netloc:
        return False
    return any(parts.netloc == d or (":" not in d and parts.hostname == d) for d in domains)


def is_http_url(address) -> bool:
    if not isinstance(address, str):
        return False
    parts = urlsplit(address)
    return parts.scheme in ("http", "https") and bool(parts.hostname)


def unverified(token: str) -> tuple[dict, dict]:
    """The header and claims of a JWT before its signature is checked (to find whose it is)."""
    try:
        return jwt.get_unverified_header(token), jwt.decode(token, options={"verify_signature": False})
    except jwt.PyJWTError as error:
        raise Refused(400, "invalid_request", f"not a JWT: {error}") from None


def audiences(claims: dict) -> list:
    aud = claims.get("aud")
    return aud if isinstance(aud, list) else [aud]


def bearer(request: Request) -> str | None:
    kind, _, token = request.headers.get("authorization", "").partition(" ")
    return token.strip() if kind.lower() == "bearer" and token.strip() else None


def require_media(request: Request, media: str) -> None:
    got = request.headers.get("content-type", "").split(";")[0].strip().lower()
    expect(got == media, f"Content-Type must be {media}, not {got or 'missing'}", 415)


async def json_body(request: Request):
    try:
        return json.loads(await request.body())
    except ValueError:
        raise Refused(400, "invalid_request", "the body is not JSON") from None


# ---------------------------------------------------------------------------------------------
# The library's side: one platform configuration per registered tool

class PlatformConf(LTI1P3PlatformConfAbstract):
    """lti1p3platform's view of one tool's registration, signing with one of our keys."""

    def init_platform_config(self, tool: dict, key: Key, deep_link_url: str | None = None):
        self.tool, self.key, self.deep_link_url = tool, key, deep_link_url

    def get_registration_by_params(self, **kwargs) -> Registration:
        config = self.tool["config"]
        registration = (
            Registration()
            .set_iss(P.issuer)
            .set_client_id(self.tool["client_id"])
            .set_deployment_id(self.tool["deployment_id"])
            .set_launch_url(config[TOOL_CONFIG]["target_link_uri"])
            # Without its query: the library appends `?iss=…` even to a URL that has one.
            .set_oidc_login_url(without_query(config["initiate_login_uri"]))
            .set_tool_key_set_url(config["jwks_uri"])
            .set_platform_public_key(self.key.public_pem)
            .set_platform_private_key(self.key.private_pem)
        )
        if self.deep_link_url:
            registration.set_deeplink_launch_url(self.deep_link_url)
        return registration


def conf_for(tool: dict, key: Key | None = None, deep_link_url: str | None = None) -> PlatformConf:
    conf = PlatformConf(tool=tool, key=key or P.keys[-1], deep_link_url=deep_link_url)
    conf.get_registration()  # the library's methods assert that it was built
    return conf


def without_query(address: str) -> str:
    parts = urlsplit(address)
    return urlunsplit((parts.scheme, parts.netloc, parts.path, "", ""))


class LoginInitiation(OIDCLoginAbstract):
    """The library's third-party initiated login, answering the URL instead of a redirect."""

    def set_lti_message_hint(self, **kwargs) -> None:
        self._lti_message_hint = kwargs["hint"]

    def get_redirect(self, url: str) -> str:
        return url


class ParamsRequest(LtiRequest):
    """The library's request, made of the /auth parameters already read."""

    def build_metadata(self, request: dict):
        return {"method": "POST", "form_data": request, "get_data": request, "headers": {},
                "content_type": None, "path": "/auth", "json": None}


class Launch(LTIAdvantageMessageLaunchAbstract):
    """The library's launch message; the form around it is rendered here (`launch_form`), since
    the library's template is unescaped and cannot carry lti_storage_target."""

    def render_launch_form(self, launch_data: dict, **kwargs) -> dict:
        return launch_data


# ---------------------------------------------------------------------------------------------
# Discovery and keys

def openid_configuration() -> dict:
    return {
        "issuer": P.issuer,
        "authorization_endpoint": url("/auth"),
        "token_endpoint": url("/token"),
        "jwks_uri": url("/jwks"),
        "registration_endpoint": url("/register"),
        "token_endpoint_auth_methods_supported": ["private_key_jwt"],
        "token_endpoint_auth_signing_alg_values_supported": ["RS256"],
        "id_token_signing_alg_values_supported": ["RS256"],
        "scopes_supported": ["openid", *SUPPORTED_SCOPES],
        "response_types_supported": ["id_token"],
        "subject_types_supported": ["public", "pairwise"],
        "claims_supported": ["iss", "aud", "sub", "iat", "exp", "nonce", "azp", *IDENTITY_CLAIMS],
        PLATFORM_CONFIG: {
            **PRODUCT,
            "messages_supported": [
                {"type": RESOURCE_LINK_REQUEST, "placements": ["ContentArea"]},
                {"type": DEEP_LINKING_REQUEST, "placements": ["ContentArea"]},
            ],
            "variables": [],
        },
    }


@app.get("/.well-known/openid-configuration")
async def discovery() -> JSONResponse:
    return JSONResponse(openid_configuration())


@app.get("/favicon.ico")
async def favicon() -> Response:
    # Browsers ask for it on each page; a 404 would count as a problem in the e2e harness.
    return Response(status_code=204)


@app.get("/jwks")
async def jwks() -> JSONResponse:
    # Every key, old ones too: tokens signed before a rotation still verify.
    return JSONResponse({"keys": [Registration.get_jwk(k.public_pem) for k in P.keys]})


# ---------------------------------------------------------------------------------------------
# Dynamic Registration (the library has none)

@app.post("/register")
async def register(request: Request) -> JSONResponse:
    token = bearer(request)
    expires = P.registration_tokens.get(token or "")
    if not expires or expires < time.time():
        raise Refused(401, "invalid_token", "a registration token from the platform, unused, is "
                      "required as Authorization: Bearer", headers={"WWW-Authenticate": "Bearer"})
    require_media(request, "application/json")
    tool = register_tool(await json_body(request))
    # Spent only by a registration that succeeded: a tool may correct a refused one.
    del P.registration_tokens[token]
    P.tools[tool["client_id"]] = tool
    return JSONResponse(tool["config"])


def register_tool(body) -> dict:
    """Validates an OpenID client registration with its LTI tool configuration; answers the
    tool: its client_id, deployment_id, granted scopes, domains and the registration answered."""
    def meta(condition: bool, why: str, error: str = "invalid_client_metadata") -> None:
        expect(condition, why, error=error)

    meta(isinstance(body, dict), "the registration must be a JSON object")
    meta(body.get("application_type") == "web", "application_type must be web")
    meta(isinstance(body.get("response_types"), list) and "id_token" in body["response_types"],
         "response_types must contain id_token")
    grants = body.get("grant_types")
    meta(isinstance(grants, list) and {"implicit", "client_credentials"} <= set(grants),
         "grant_types must contain implicit and client_credentials")
    meta(body.get("token_endpoint_auth_method") == "private_key_jwt",
         "token_endpoint_auth_method must be private_key_jwt")
    meta(is_http_url(body.get("jwks_uri")), "jwks_uri must be an http(s) URL")
    meta(body.get("scope") is None or isinstance(body["scope"], str), "scope must be a string")
    config = body.get(TOOL_CONFIG)
    meta(isinstance(config, dict), f"{TOOL_CONFIG} is missing")
    domains = tool_domains(config, meta)
    meta(on_domain(body.get("initiate_login_uri"), domains),
         "initiate_login_uri must be an http(s) URL on the tool's domain")
    redirects = body.get("redirect_uris")
    meta(isinstance(redirects, list) and redirects and all(on_domain(u, domains) for u in redirects),
         "redirect_uris must be http(s) URLs on the tool's domain", "invalid_redirect_uri")
    meta(on_domain(config.get("target_link_uri"), domains),
         "target_link_uri must be an http(s) URL on the tool's domain")
    string_map(config.get("custom_parameters"), "custom_parameters", "invalid_client_metadata")
    check_messages(config.get("messages", []), domains, meta)
    claims = config.get("claims")
    meta(claims is None or (isinstance(claims, list) and all(isinstance(c, str) for c in claims)),
         "claims must be a list of strings")

    requested = (body.get("scope") or "").split()
    granted = [s for s in SUPPORTED_SCOPES if s in requested]
    client_id, deployment_id = f"client-{secrets.token_hex(6)}", f"deployment-{secrets.token_hex(4)}"
    answer = {**body, "client_id": client_id, "scope": " ".join(granted),
              TOOL_CONFIG: {**config, "deployment_id": deployment_id}}
    return {"client_id": client_id, "deployment_id": deployment_id, "scopes": granted,
            "domains": domains, "config": answer}


def tool_domains(config: dict, meta) -> list:
    domain = config.get("domain")
    meta(isinstance(domain, str) and domain and not re.search(r"[/\s@]", domain),
         "domain must be a host name (with its port if any), without scheme or path")
    secondary = config.get("secondary_domains", [])
    meta(isinstance(secondary, list) and all(isinstance(d, str) and d for d in secondary),
         "secondary_domains must be a list of host names")
    return [domain, *secondary]


def check_messages(messages, domains: list, meta) -> None:
    meta(isinstance(messages, list), "messages must be a list")
    for message in messages:
        meta(isinstance(message, dict) and isinstance(message.get("type"), str),
             "each message must be an object with a type")
        target = message.get("target_link_uri")
        meta(target is None or on_domain(target, domains),
             f"the {message['type']} message's target_link_uri must be on the tool's domain")
        string_map(message.get("custom_parameters"), f"the {message['type']} message's "
                   "custom_parameters", "invalid_client_metadata")
        placements = message.get("placements", [])
        meta(isinstance(placements, list), "placements must be a list")


def tool_message(tool: dict, message_type: str) -> dict | None:
    messages = tool["config"][TOOL_CONFIG].get("messages", [])
    return next((m for m in messages if m.get("type") == message_type), None)


def message_target(tool: dict, message_type: str) -> str:
    message = tool_message(tool, message_type) or {}
    return message.get("target_link_uri") or tool["config"][TOOL_CONFIG]["target_link_uri"]


# ---------------------------------------------------------------------------------------------
# OIDC authorization: the id_token

@app.api_route("/auth", methods=["GET", "POST"])
async def authorize(request: Request) -> HTMLResponse:
    params = dict(request.query_params if request.method == "GET" else await request.form())
    tool, launch = check_authorization(params)
    earlier = [n for c, n in P.nonces if c == tool["client_id"]]
    P.nonces.append((tool["client_id"], params["nonce"]))
    id_token = build_id_token(tool, launch, params)
    state = params["state"]
    if launch["tamper"]:
        id_token, state = tamper(launch["tamper"], id_token, state, earlier)
    fields = {"id_token": id_token, "state": state}
    if launch["storage_target"]:
        fields["lti_storage_target"] = launch["storage_target"]
    P.last_launch = {"redirect_uri": params["redirect_uri"], **fields}
    return HTMLResponse(launch_form(params["redirect_uri"], fields))


def check_authorization(params: dict) -> tuple[dict, dict]:
    """The OIDC authentication request of LTI's third-party initiated login."""
    def check(condition: bool, why: str) -> None:
        expect(condition, why, page=True)

    tool = P.tools.get(params.get("client_id", ""))
    check(tool is not None, f"unknown client_id {params.get('client_id')!r}")
    check(params.get("redirect_uri") in tool["config"]["redirect_uris"],
          f"redirect_uri {params.get('redirect_uri')!r} is not among the tool's redirect_uris")
    check("openid" in params.get("scope", "").split(), "scope must be openid")
    check(params.get("response_type") == "id_token", "response_type must be id_token")
    check(params.get("response_mode") == "form_post", "response_mode must be form_post")
    check(params.get("prompt") == "none", "prompt must be none")
    launch = P.hints.get(params.get("lti_message_hint", ""))
    check(launch is not None and launch["client_id"] == tool["client_id"],
          "lti_message_hint was not issued by a launch of this client")
    check(launch["expires"] > time.time(), "lti_message_hint has expired")
    check(params.get("login_hint") == launch["user"], "login_hint is not the one the launch sent")
    check(bool(params.get("nonce")), "nonce is missing")
    check(bool(params.get("state")), "state is missing")
    return tool, launch


def build_id_token(tool: dict, launch: dict, params: dict) -> str:
    """The id_token, claims and signature by the library."""
    deep = launch["message"] == "deeplink"
    conf = conf_for(tool, deep_link_url=launch["target_link_uri"] if deep else None)
    message = Launch(ParamsRequest(params), conf)
    message.set_launch_url(launch["target_link_uri"])
    add_user(message, tool, launch)
    context = launch["context_id"]
    message.set_launch_context_claim(context, context_types=[COURSE_OFFERING],
                                     context_title=f"Course {context}", context_label=context)
    message.set_launch_presentation_claim(document_target=launch["target"])
    # The library's launch_presentation has no locale.
    message.lti_claim_launch_presentation[LTI + "launch_presentation"]["locale"] = launch["locale"]
    if launch["custom"]:
        message.set_custom_parameters_claim(launch["custom"])
    if deep:
        add_deep_linking(message, tool, launch)
    else:
        link = P.links[launch["link_id"]]
        message.set_resource_link_claim(link["id"], title=link["title"])
    add_services(message, tool, launch)
    tool_platform = {**PRODUCT, "guid": P.issuer, "name": "lti1p3platform test LMS"}
    message.set_extra_claims({LTI + "tool_platform": tool_platform})
    return message.lti_launch()["id_token"]


def add_user(message: Launch, tool: dict, launch: dict) -> None:
    user = launch["user"]
    identity = {"name": f"{user} Tester", "given_name": user, "family_name": "Tester",
                "email": f"{user}@example.org"}
    # Identity claims only as the tool's registration asked for them (all when it named none).
    wanted = tool["config"][TOOL_CONFIG].get("claims")
    identity = {k: v for k, v in identity.items() if wanted is None or k in wanted}
    message.set_user_data(user, ROLES[launch["role"]], full_name=identity.get("name"),
                          email_address=identity.get("email"))
    message.set_extra_claims({k: v for k, v in identity.items() if k in ("given_name", "family_name")})


def add_services(message: Launch, tool: dict, launch: dict) -> None:
    """AGS and NRPS claims, for the scopes granted at registration only."""
    granted = tool["scopes"]
    if any(s in granted for s in AGS_SCOPES):
        items = [] if launch["link_id"] is None else link_lineitems(launch["link_id"])
        message.set_ags(lineitems_url(launch["context_id"]),
                        lineitem_url(items[0]) if len(items) == 1 else None,
                        allow_creating_lineitems=SCOPE_LINEITEM in granted,
                        results_service_enabled=SCOPE_RESULT in granted,
                        scores_service_enabled=SCOPE_SCORE in granted)
        # The library lists lineitem or lineitem.readonly, whichever: list what was granted.
        message.extra_claims[AGS_CLAIM]["scope"] = [s for s in AGS_SCOPES if s in granted]
    if SCOPE_NRPS in granted:
        message.set_nrps(url(f"/nrps/{launch['context_id']}/memberships"))


def add_deep_linking(message: Launch, tool: dict, launch: dict) -> None:
    data = secrets.token_urlsafe(16)  # echoed by the response: ties it to this launch, once
    P.deep_link_requests[data] = {"client_id": tool["client_id"], "context_id": launch["context_id"],
                                  "used": False}
    message.set_dl(url("/deep-link-return"), title=f"Course {launch['context_id']}",
                   description="Choose the exercises to add", accept_types={"ltiResourceLink"},
                   extra_data=data)
    # The library lacks accept_lineitem and offers "embed", which this LMS does not render.
    settings = message._deep_linking_launch_data[DL_SETTINGS]  # pylint: disable=protected-access
    settings.update(accept_lineitem=True, accept_presentation_document_targets=["iframe", "window"])


def link_lineitems(link_id: str) -> list:
    return [i for i in P.lineitems.values() if i.get("resourceLinkId") == link_id]


def launch_form(redirect_uri: str, fields: dict) -> str:
    inputs = "".join(f'<input type="hidden" name="{esc(k)}" value="{esc(v)}">' for k, v in fields.items())
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Launching…</title></head>'
        f'<body><form id="launch" method="post" action="{esc(redirect_uri)}">{inputs}'
        '<noscript><button>Continue</button></noscript></form>'
        "<script>document.getElementById('launch').submit();</script></body></html>"
    )


# ---------------------------------------------------------------------------------------------
# Hostile launches (tamper=KIND)

def sign(claims: dict, key: Key) -> str:
    return jwt.encode(claims, key.private_pem, algorithm="RS256", headers={"kid": key.kid})


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def hand_signed(claims: dict, header: dict, signer) -> str:
    signing_input = f"{b64(json.dumps(header).encode())}.{b64(json.dumps(claims).encode())}"
    return f"{signing_input}.{b64(signer(signing_input.encode()))}"


def hs256_with_public_key(data: bytes) -> bytes:
    # The classic confusion: the public key, which anyone has, used as an HMAC secret.
    # PyJWT refuses a PEM as HMAC secret, hence cryptography's HMAC.
    mac = hmac.HMAC(P.keys[-1].public_pem.encode(), hashes.SHA256())
    mac.update(data)
    return mac.finalize()


def flip_signature(token: str) -> str:
    head, body, signature = token.split(".")
    raw = bytearray(base64.urlsafe_b64decode(signature + "=" * (-len(signature) % 4)))
    raw[len(raw) // 2] ^= 0x01  # a byte inside, not the padding bits of the last character
    return f"{head}.{body}.{b64(bytes(raw))}"


CLAIM_EDITS = {
    "wrong-iss": lambda c, now: c.update(iss="https://lms.invalid"),
    "wrong-aud": lambda c, now: c.update(aud="another-client", azp="another-client"),
    "wrong-azp": lambda c, now: c.update(azp="another-client"),
    "multi-aud-no-azp": lambda c, now: (c.update(aud=[c["aud"], "another-client"]), c.pop("azp")),
    "expired": lambda c, now: c.update(iat=now - 600, exp=now - 300),
    "future-iat": lambda c, now: c.update(iat=now + 600, exp=now + 900),
    "no-exp": lambda c, now: c.pop("exp"),
    "no-iat": lambda c, now: c.pop("iat"),
    "no-nonce": lambda c, now: c.pop("nonce"),
    "no-sub": lambda c, now: c.pop("sub"),
    "no-target-link-uri": lambda c, now: c.pop(LTI + "target_link_uri"),
    "no-deployment-id": lambda c, now: c.pop(LTI + "deployment_id"),
    "unknown-deployment": lambda c, now: c.update({LTI + "deployment_id": "deployment-unknown"}),
    "wrong-message-type": lambda c, now: c.update({LTI + "message_type": "LtiUnknownRequest"}),
    "no-version": lambda c, now: c.pop(LTI + "version"),
    "no-roles": lambda c, now: c.pop(LTI + "roles"),
}


def tamper(kind: str, id_token: str, state: str, earlier_nonces: list) -> tuple[str, str]:
    """The hostile id_token and state a tool must refuse, made from the genuine ones."""
    claims = jwt.decode(id_token, options={"verify_signature": False})
    key = P.keys[-1]
    if kind == "alg-none":
        return hand_signed(claims, {"alg": "none", "typ": "JWT", "kid": key.kid}, lambda _: b""), state
    if kind == "hs256":
        return hand_signed(claims, {"alg": "HS256", "typ": "JWT", "kid": key.kid},
                           hs256_with_public_key), state
    if kind == "bad-signature":
        return flip_signature(id_token), state
    if kind == "unknown-kid":
        return sign(claims, P.stray_key), state
    if kind == "state-mismatch":
        return id_token, secrets.token_urlsafe(16)
    if kind == "old-nonce":
        expect(bool(earlier_nonces), "old-nonce needs an earlier /auth request of this tool",
               409, page=True)
        claims["nonce"] = earlier_nonces[-1]
    else:
        CLAIM_EDITS[kind](claims, int(time.time()))
    return sign(claims, key), state


# ---------------------------------------------------------------------------------------------
# Token endpoint

@app.post("/token")
async def token(request: Request) -> JSONResponse:
    form = dict(await request.form())
    record = {"client_id": None, "scope": form.get("scope"), "status": None}
    P.token_requests.append(record)
    try:
        answer = await issue_token(form, record)
    except Refused as refusal:
        record["status"] = refusal.status
        raise
    record["status"] = 200
    return JSONResponse(answer, headers={"Cache-Control": "no-store", "Pragma": "no-cache"})


async def issue_token(form: dict, record: dict) -> dict:
    """client_credentials with a private_key_jwt client assertion (Security Framework 4.1)."""
    for name in ("grant_type", "client_assertion_type", "client_assertion", "scope"):
        expect(bool(form.get(name)), f"{name} is missing")
    expect(form["grant_type"] == "client_credentials", "grant_type must be client_credentials",
           error="unsupported_grant_type")
    expect(form["client_assertion_type"] == JWT_BEARER, f"client_assertion_type must be {JWT_BEARER}")
    tool = check_client_assertion(form["client_assertion"])
    record["client_id"] = tool["client_id"]
    granted = [s for s in form["scope"].split() if s in tool["scopes"]]
    expect(bool(granted), "none of the scopes asked for was granted to this tool at registration",
           error="invalid_scope")
    conf = conf_for(tool)
    try:
        # The library checks the signature against the tool's JWKS, fetched from its jwks_uri
        # (blocking, hence the thread), then signs the access token with the granted scopes.
        answer = await run_in_threadpool(conf.get_access_token, {**form, "scope": " ".join(granted)})
    except (lti_errors.LtiException, lti_errors.InvalidKeySetUrl, jwt.PyJWTError) as error:
        raise Refused(401, "invalid_client", f"client assertion refused: {error}") from None
    _, claims = unverified(form["client_assertion"])
    # The library does not keep jtis: an assertion replayed would get a token again.
    jti = (tool["client_id"], claims["jti"])
    expect(jti not in P.jtis, "the client assertion's jti was used already", 401, "invalid_client")
    P.jtis[jti] = claims["exp"]
    return answer


def check_client_assertion(assertion: str) -> dict:
    """The claims the library does not check: whose assertion it is and for whom."""
    _, claims = unverified(assertion)
    tool = P.tools.get(claims.get("sub"))
    expect(tool is not None and claims.get("iss") == claims.get("sub"),
           "the client assertion's iss and sub must both be a registered client_id", 401,
           "invalid_client")
    expect(url("/token") in audiences(claims),
           f"the client assertion's aud must be the token endpoint {url('/token')}", 401, "invalid_client")
    for name in ("exp", "iat", "jti"):
        expect(name in claims, f"the client assertion has no {name}", 401, "invalid_client")
    expect(is_number(claims["exp"]) and claims["exp"] > time.time(),
           "the client assertion has expired", 401, "invalid_client")
    expect(is_number(claims["iat"]) and claims["iat"] <= time.time() + SKEW,
           "the client assertion's iat is in the future", 401, "invalid_client")
    expect(isinstance(claims["jti"], str) and bool(claims["jti"]), "jti must be a string", 401,
           "invalid_client")
    return tool


# ---------------------------------------------------------------------------------------------
# Services: the access token, then AGS and NRPS

def authorized_tool(request: Request, scopes: list) -> dict:
    """The tool whose access token this is, if it carries one of `scopes` (the library's
    validate_token checks the signature, issuer, expiry and scopes)."""
    challenge = {"WWW-Authenticate": 'Bearer error="invalid_token"'}
    access_token = bearer(request)
    if not access_token:
        raise Refused(401, "invalid_token", "a Bearer access token from /token is required",
                      headers={"WWW-Authenticate": "Bearer"})
    try:
        header, claims = unverified(access_token)
    except Refused:
        raise Refused(401, "invalid_token", "the access token is not a JWT", headers=challenge) from None
    tool = P.tools.get(claims.get("sub"))
    # The library signs access tokens without a kid: then each key is tried, newest first.
    keys = [k for k in reversed(P.keys) if header.get("kid") in (None, k.kid)]
    if tool is None or not keys:
        raise Refused(401, "invalid_token", "the access token was not issued here", headers=challenge)
    allowed = None
    for key in keys:
        try:
            allowed = conf_for(tool, key).validate_token(access_token, allowed_scopes=scopes)
            break
        except jwt.InvalidSignatureError:
            continue
        except (lti_errors.LtiException, jwt.PyJWTError) as error:
            raise Refused(401, "invalid_token", f"access token refused: {error}", headers=challenge) from None
    if allowed is None:
        raise Refused(401, "invalid_token", "the access token's signature is not ours", headers=challenge)
    if not allowed:
        raise Refused(403, "insufficient_scope", f"the access token needs one of {scopes}",
                      headers={"WWW-Authenticate": 'Bearer error="insufficient_scope"'})
    return tool


def known_context(context_id: str) -> None:
    expect(context_id in P.members, f"no context {context_id!r}", 404, "not_found")


def find_lineitem(tool: dict, context_id: str, item_id: str) -> dict:
    item = P.lineitems.get(item_id)
    expect(item is not None and item["context_id"] == context_id
           and item["client_id"] == tool["client_id"], f"no line item {item_id!r} here", 404, "not_found")
    return item


def public_lineitem(item: dict) -> dict:
    fields = {k: v for k, v in item.items() if k not in ("id", "context_id", "client_id")}
    return {"id": lineitem_url(item), **fields}


def validate_lineitem(body, tool: dict, context_id: str) -> dict:
    """A line item as AGS 2.0 describes it; extensions (keys with a colon) are kept."""
    expect(isinstance(body, dict), "the line item must be a JSON object")
    expect(isinstance(body.get("label"), str) and body["label"].strip() != "", "label is required")
    expect(is_number(body.get("scoreMaximum")) and body["scoreMaximum"] > 0,
           "scoreMaximum must be a number above 0")
    item = {"label": body["label"], "scoreMaximum": body["scoreMaximum"]}
    for name in ("resourceId", "tag", "resourceLinkId"):
        if body.get(name) is not None:
            expect(isinstance(body[name], str), f"{name} must be a string")
            item[name] = body[name]
    if "resourceLinkId" in item:
        link = P.links.get(item["resourceLinkId"])
        expect(link is not None and link["client_id"] == tool["client_id"]
               and link["context_id"] == context_id,
               f"resourceLinkId {item['resourceLinkId']!r} is not a resource link of this tool here")
    for name in ("startDateTime", "endDateTime"):
        if body.get(name) is not None:
            parse_time(body[name], name)
            item[name] = body[name]
    if "gradesReleased" in body:
        expect(isinstance(body["gradesReleased"], bool), "gradesReleased must be true or false")
        item["gradesReleased"] = body["gradesReleased"]
    item.update({k: v for k, v in body.items() if ":" in k})
    return item


@app.get("/ags/{context_id}/lineitems")
async def list_lineitems(context_id: str, request: Request) -> Response:
    tool = authorized_tool(request, [SCOPE_LINEITEM, SCOPE_LINEITEM_READ])
    known_context(context_id)
    query = request.query_params
    items = [i for i in P.lineitems.values()
             if i["context_id"] == context_id and i["client_id"] == tool["client_id"]
             and all(query.get(q) in (None, i.get(f)) for q, f in
                     (("resource_link_id", "resourceLinkId"), ("resource_id", "resourceId"), ("tag", "tag")))]
    return paged(request, [public_lineitem(i) for i in items], MEDIA_LINEITEMS)


def paged(request: Request, entries: list, media: str) -> Response:
    """A container, cut by `limit` with a Link rel="next" as AGS and NRPS page them."""
    limit, page = request.query_params.get("limit"), request.query_params.get("page", "1")
    headers = {}
    if limit is not None:
        expect(limit.isdigit() and int(limit) > 0 and page.isdigit() and int(page) > 0,
               "limit and page must be positive integers")
        start = (int(page) - 1) * int(limit)
        if start + int(limit) < len(entries):
            following = {**request.query_params, "page": str(int(page) + 1)}
            headers["Link"] = f'<{url(request.url.path)}?{urlencode(following)}>; rel="next"'
        entries = entries[start:start + int(limit)]
    return Response(json.dumps(entries), media_type=media, headers=headers)


@app.post("/ags/{context_id}/lineitems")
async def create_lineitem(context_id: str, request: Request) -> Response:
    tool = authorized_tool(request, [SCOPE_LINEITEM])
    known_context(context_id)
    require_media(request, MEDIA_LINEITEM)
    fields = validate_lineitem(await json_body(request), tool, context_id)
    item = add_lineitem(tool, context_id, fields)
    return Response(json.dumps(public_lineitem(item)), 201, media_type=MEDIA_LINEITEM)


def add_lineitem(tool: dict, context_id: str, fields: dict) -> dict:
    item = {"id": str(P.new_id()), "context_id": context_id, "client_id": tool["client_id"], **fields}
    P.lineitems[item["id"]] = item
    return item


@app.get("/ags/{context_id}/lineitems/{item_id}")
async def get_lineitem(context_id: str, item_id: str, request: Request) -> Response:
    tool = authorized_tool(request, [SCOPE_LINEITEM, SCOPE_LINEITEM_READ])
    item = find_lineitem(tool, context_id, item_id)
    return Response(json.dumps(public_lineitem(item)), media_type=MEDIA_LINEITEM)


@app.put("/ags/{context_id}/lineitems/{item_id}")
async def update_lineitem(context_id: str, item_id: str, request: Request) -> Response:
    tool = authorized_tool(request, [SCOPE_LINEITEM])
    item = find_lineitem(tool, context_id, item_id)
    require_media(request, MEDIA_LINEITEM)
    body = await json_body(request)
    expect(not isinstance(body, dict) or body.get("id") in (None, lineitem_url(item)),
           "the line item's id cannot change")
    fields = validate_lineitem(body, tool, context_id)
    P.lineitems[item_id] = {"id": item_id, "context_id": context_id, "client_id": tool["client_id"],
                            **fields}
    return Response(json.dumps(public_lineitem(P.lineitems[item_id])), media_type=MEDIA_LINEITEM)


@app.delete("/ags/{context_id}/lineitems/{item_id}")
async def delete_lineitem(context_id: str, item_id: str, request: Request) -> Response:
    tool = authorized_tool(request, [SCOPE_LINEITEM])
    find_lineitem(tool, context_id, item_id)
    del P.lineitems[item_id]
    for key in [k for k in P.results if k[0] == item_id]:
        del P.results[key]
    return Response(status_code=204)


@app.post("/ags/{context_id}/lineitems/{item_id}/scores")
async def post_score(context_id: str, item_id: str, request: Request) -> Response:
    if P.fail_scores["count"] > 0:  # the LMS is down (test control)
        P.fail_scores["count"] -= 1
        return JSONResponse({"error": "unavailable", "error_description": "failing on purpose "
                             "(/test/fail-scores)"}, P.fail_scores["status"])
    tool = authorized_tool(request, [SCOPE_SCORE])
    item = find_lineitem(tool, context_id, item_id)
    require_media(request, MEDIA_SCORE)
    body = await json_body(request)
    moment = validate_score(body, item)
    last = P.results.get((item_id, body["userId"]))
    if last is not None and moment <= last["moment"]:
        P.refused_again.append({"user_id": body["userId"], "timestamp": body["timestamp"],
                                "same": body == last["score"]})
    # AGS lets the platform refuse a score that is not newer than the one it holds.
    expect(last is None or moment > last["moment"], f"a score at {body['timestamp']} is not newer "
           f"than the one held, at {last and last['score']['timestamp']}", 409, "conflict")
    P.results[(item_id, body["userId"])] = {"score": body, "moment": moment}
    P.scores.append({"lineitem": lineitem_url(item), "lineitem_id": item_id,
                     "resource_link_id": item.get("resourceLinkId"), "context_id": context_id,
                     "client_id": tool["client_id"], "user_id": body["userId"], "body": body})
    result = f"{lineitem_url(item)}/results?{urlencode({'user_id': body['userId']})}"
    return JSONResponse({"resultUrl": result})


def validate_score(body, item: dict) -> datetime:
    """A score as AGS 2.0 describes it; answers its timestamp."""
    expect(isinstance(body, dict), "the score must be a JSON object")
    expect(isinstance(body.get("userId"), str) and body["userId"] != "", "userId is required")
    expect(body["userId"] in P.members.get(item["context_id"], {}),
           f"user {body['userId']!r} is not a member of context {item['context_id']!r}", 422)
    expect(body.get("activityProgress") in ACTIVITY_PROGRESS,
           f"activityProgress must be one of {sorted(ACTIVITY_PROGRESS)}")
    expect(body.get("gradingProgress") in GRADING_PROGRESS,
           f"gradingProgress must be one of {sorted(GRADING_PROGRESS)}")
    moment = parse_time(body.get("timestamp"), "timestamp")
    given, maximum = body.get("scoreGiven"), body.get("scoreMaximum")
    if maximum is not None:
        expect(is_number(maximum) and maximum > 0, "scoreMaximum must be a number above 0")
    if given is not None:
        expect(is_number(given) and given >= 0, "scoreGiven must be a number, 0 or more")
        expect(maximum is not None, "scoreMaximum is required with scoreGiven")
        expect(given <= maximum or P.extra_credit, "scoreGiven is above scoreMaximum "
               "(this LMS allows no extra credit; see /test/extra-credit)")
    expect(body.get("comment") is None or isinstance(body["comment"], str), "comment must be a string")
    submission = body.get("submission")
    if submission is not None:
        expect(isinstance(submission, dict), "submission must be an object")
        for name in ("startedAt", "submittedAt"):
            if submission.get(name) is not None:
                parse_time(submission[name], f"submission.{name}")
    return moment


@app.get("/ags/{context_id}/lineitems/{item_id}/results")
async def get_results(context_id: str, item_id: str, request: Request) -> Response:
    tool = authorized_tool(request, [SCOPE_RESULT])
    item = find_lineitem(tool, context_id, item_id)
    user = request.query_params.get("user_id")
    results = [result_of(item, u, held["score"]) for (i, u), held in P.results.items()
               if i == item_id and user in (None, u)]
    return paged(request, results, MEDIA_RESULTS)


def result_of(item: dict, user: str, score: dict) -> dict:
    result = {"id": f"{lineitem_url(item)}/results/{user}", "scoreOf": lineitem_url(item),
              "userId": user, "resultMaximum": item["scoreMaximum"]}
    if score.get("scoreGiven") is not None:
        # The score is scaled to the line item's maximum, as a gradebook would.
        result["resultScore"] = score["scoreGiven"] / score["scoreMaximum"] * item["scoreMaximum"]
    if score.get("comment") is not None:
        result["comment"] = score["comment"]
    return result


@app.get("/nrps/{context_id}/memberships")
async def memberships(context_id: str, request: Request) -> Response:
    authorized_tool(request, [SCOPE_NRPS])
    known_context(context_id)
    container = {"id": url(request.url.path),
                 "context": {"id": context_id, "label": context_id, "title": f"Course {context_id}"},
                 "members": list(P.members[context_id].values())}
    return Response(json.dumps(container), media_type=MEDIA_MEMBERS)


# ---------------------------------------------------------------------------------------------
# Deep linking response

@app.post("/deep-link-return")
async def deep_link_return(request: Request) -> HTMLResponse:
    form = await request.form()
    response_jwt = form.get("JWT")
    expect(bool(response_jwt), "the form field JWT is missing", page=True)
    try:
        _, claims = unverified(response_jwt)
    except Refused as refusal:
        raise Refused(400, "invalid_request", refusal.why, page=True) from None
    tool = P.tools.get(claims.get("iss"))
    expect(tool is not None, "the deep linking response's iss is no registered client_id", page=True)
    conf = conf_for(tool).set_accepted_deeplinking_types(["ltiResourceLink"])
    try:
        # Signature (tool JWKS, by kid), message type and content item types, by the library.
        items = await run_in_threadpool(conf.validate_deeplinking_resp, {"JWT": response_jwt})
    except (lti_errors.LtiException, lti_errors.LtiDeepLinkingResponseException,
            lti_errors.InvalidKeySetUrl, jwt.PyJWTError, KeyError, TypeError) as error:
        raise Refused(400, "invalid_request", f"deep linking response refused: "
                      f"{type(error).__name__}: {error}", page=True) from None
    request_record = check_deep_link_claims(claims, tool)
    links = [content_item_link(item, tool) for item in items]
    request_record["used"] = True
    created = [create_link(tool, request_record["context_id"], **link) for link in links]
    titles = ", ".join(link["title"] for link in created) or "nothing"
    note = claims.get("https://purl.imsglobal.org/spec/lti-dl/claim/msg", "")
    return HTMLResponse('<!doctype html><html lang="en"><meta charset="utf-8"><title>Added</title>'
                        f'<p id="added">Added: {esc(titles)}</p><p id="msg">{esc(note)}</p></html>')


def check_deep_link_claims(claims: dict, tool: dict) -> dict:
    """What the library leaves out; answers the deep linking launch the response is for."""
    def check(condition: bool, why: str) -> None:
        expect(condition, f"deep linking response refused: {why}", page=True)

    check(P.issuer in audiences(claims), f"aud must be the platform's issuer {P.issuer}")
    check(claims.get(LTI + "deployment_id") == tool["deployment_id"], "wrong or missing deployment_id")
    check(claims.get(LTI + "version") == "1.3.0", "version must be 1.3.0")
    check(bool(claims.get("nonce")), "nonce is missing")
    check(is_number(claims.get("exp")), "exp is missing")
    check(is_number(claims.get("iat")) and claims["iat"] <= time.time() + SKEW,
          "iat is missing or in the future")
    launch = P.deep_link_requests.get(claims.get(DL_DATA) or "")
    check(launch is not None and launch["client_id"] == tool["client_id"],
          "data is not the one the deep linking request sent")
    check(not launch["used"], "this deep linking request was answered already")
    return launch


def content_item_link(item: dict, tool: dict) -> dict:
    """A resource link (and its line item) from an ltiResourceLink content item."""
    def check(condition: bool, why: str) -> None:
        expect(condition, f"content item refused: {why}", page=True)

    check(isinstance(item, dict), "each content item must be an object")
    # Without a url, the tool's launch URL is meant (Deep Linking 2.0, ltiResourceLink).
    target = item.get("url") or message_target(tool, RESOURCE_LINK_REQUEST)
    check(on_domain(target, tool["domains"]), f"url {target!r} is not on the tool's domain")
    title = item.get("title", "Untitled")
    check(isinstance(title, str), "title must be a string")
    custom = item.get("custom")
    check(custom is None or (isinstance(custom, dict) and all(isinstance(v, str) for v in custom.values())),
          "custom must map strings to strings")
    line = item.get("lineItem")
    if line is not None:
        check(isinstance(line, dict) and is_number(line.get("scoreMaximum")) and line["scoreMaximum"] > 0,
              "lineItem.scoreMaximum must be a number above 0")
        for name in ("label", "resourceId", "tag"):
            check(line.get(name) is None or isinstance(line[name], str), f"lineItem.{name} must be a string")
    return {"title": title, "target": target, "custom": custom or {}, "line": line}


def create_link(tool: dict, context_id: str, title: str, target: str, custom: dict,
                line: dict | None = None, link_id: str | None = None) -> dict:
    link = {"id": link_id or f"link-{P.new_id()}", "client_id": tool["client_id"],
            "context_id": context_id, "title": title, "url": target, "custom": custom}
    P.links[link["id"]] = link
    if line is not None:
        fields = {"label": line.get("label") or title, "scoreMaximum": line["scoreMaximum"],
                  "resourceLinkId": link["id"]}
        fields.update({k: line[k] for k in ("resourceId", "tag") if line.get(k) is not None})
        add_lineitem(tool, context_id, fields)
    return link


# ---------------------------------------------------------------------------------------------
# Test controls: registration

@app.post("/test/registration-token")
async def registration_token() -> JSONResponse:
    return JSONResponse(mint_registration_token())


def mint_registration_token() -> dict:
    token = secrets.token_urlsafe(24)
    P.registration_tokens[token] = time.time() + REGISTRATION_TTL
    return {"token": token, "openid_configuration": url("/.well-known/openid-configuration")}


@app.post("/test/add-tool")
async def add_tool(request: Request) -> JSONResponse:
    """The LMS admin's form for a tool added by hand: the tool's configuration (its
    /lti/config.json) checked as a registration is, answered with what the admin copies back to
    the tool: issuer, client id, deployment and the platform's endpoints."""
    tool = register_tool(await json_body(request))
    P.tools[tool["client_id"]] = tool
    return JSONResponse({"issuer": P.issuer, "client_id": tool["client_id"],
                         "deployment_id": tool["deployment_id"], "auth_url": url("/auth"),
                         "token_url": url("/token"), "jwks_url": url("/jwks")})


@app.post("/test/new-deployment")
async def new_deployment(request: Request) -> JSONResponse:
    """A new deployment of a tool (another sub-account, say): its launches from now on carry
    it. Body: {client_id}."""
    body = await json_body(request)
    tool = launch_tool(body.get("client_id") if isinstance(body, dict) else None)
    tool["deployment_id"] = f"deployment-{secrets.token_hex(4)}"
    return JSONResponse({"deployment_id": tool["deployment_id"]})


@app.get("/test/register-tool")
async def register_tool_page(request: Request) -> HTMLResponse:
    """The LMS admin's page: the tool's registration URL in a frame, with a fresh token; the
    frame's `org.imsglobal.lti.close` message closes it ("Registration closed")."""
    target = request.query_params.get("url", "")
    expect(is_http_url(target), "url must be the tool's http(s) registration URL", page=True)
    minted = mint_registration_token()
    query = urlencode({"openid_configuration": minted["openid_configuration"],
                       "registration_token": minted["token"]})
    src = f"{target}{'&' if urlsplit(target).query else '?'}{query}"
    return HTMLResponse(f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Register a tool</title></head><body><h1>Register a tool</h1>
<p id="status" role="status">Registering…</p>
<iframe id="registration" title="Tool registration" src="{esc(src)}" style="width:100%;height:80vh"></iframe>
<script>
addEventListener('message', (event) => {{
  const frame = document.getElementById('registration');
  // Only the registration frame may close it (Dynamic Registration's org.imsglobal.lti.close).
  if (!frame || event.source !== frame.contentWindow || event.data?.subject !== 'org.imsglobal.lti.close') return;
  document.getElementById('status').textContent = 'Registration closed';
  frame.remove();
}});
</script></body></html>""")


# ---------------------------------------------------------------------------------------------
# Test controls: launches

@app.get("/test/launch")
async def test_launch(request: Request) -> HTMLResponse:
    """The LMS course page. Parameters (all optional but client_id when more than one tool):
    client_id, user (learner-1), role learner|instructor, resource_link (resource-1; an id made
    by deep linking launches that link), context (course-1; a known link's own by default),
    locale (en), target iframe|window, message resource|deeplink, custom (a JSON object of
    strings), storage 1 (a named frame) or _parent, tamper (see TAMPERS)."""
    query = request.query_params
    tool = launch_tool(query.get("client_id"))
    launch = launch_record(tool, query)
    hint = secrets.token_urlsafe(16)
    P.hints[hint] = launch
    P.members.setdefault(launch["context_id"], {})[launch["user"]] = {
        "user_id": launch["user"], "roles": ROLES[launch["role"]], "status": "Active",
        "name": f"{launch['user']} Tester"}
    return HTMLResponse(course_page(tool, launch, login_url(tool, launch, hint)))


def launch_tool(client_id: str | None) -> dict:
    if client_id is None and len(P.tools) == 1:
        return next(iter(P.tools.values()))
    expect(client_id in P.tools, f"client_id {client_id!r} is no registered tool", page=True)
    return P.tools[client_id]


def launch_record(tool: dict, query) -> dict:
    def check(condition: bool, why: str) -> None:
        expect(condition, why, page=True)

    role, target = query.get("role", "learner"), query.get("target", "iframe")
    message, tamper_kind = query.get("message", "resource"), query.get("tamper") or None
    storage = query.get("storage", "")
    check(role in ROLES, "role must be learner or instructor")
    check(target in ("iframe", "window"), "target must be iframe or window")
    check(message in ("resource", "deeplink"), "message must be resource or deeplink")
    check(tamper_kind is None or tamper_kind in TAMPERS, f"tamper must be one of {TAMPERS}")
    check(storage in ("", "0", "1", "_parent"), "storage must be 1 or _parent")
    user = query.get("user", "learner-1")
    check(bool(user), "user must not be empty")
    check(bool(ID.match(query.get("context", "course-1"))), "context must be 1 to 64 of A-Z a-z 0-9 . _ ~ -")
    try:
        custom = string_map(json.loads(query.get("custom", "{}")), "custom")
    except ValueError:
        raise Refused(400, "invalid_request", "custom must be JSON", page=True) from None
    if message == "deeplink":
        check(tool_message(tool, DEEP_LINKING_REQUEST) is not None,
              "the tool did not register an LtiDeepLinkingRequest message")
        link, context_id = None, query.get("context", "course-1")
        target_link_uri = message_target(tool, DEEP_LINKING_REQUEST)
        merged = registered_custom(tool, DEEP_LINKING_REQUEST)
    else:
        link = launch_link(tool, query)
        context_id, target_link_uri = link["context_id"], link["url"]
        merged = {**registered_custom(tool, RESOURCE_LINK_REQUEST), **link["custom"]}
    merged.update(custom)  # the launch's own custom parameters win
    storage_target = {"1": STORAGE_FRAME, "_parent": "_parent"}.get(storage)
    return {"client_id": tool["client_id"], "user": user, "role": role, "context_id": context_id,
            "link_id": link and link["id"], "target_link_uri": target_link_uri,
            "locale": query.get("locale", "en"), "target": target, "message": message,
            "custom": merged, "storage_target": storage_target, "tamper": tamper_kind,
            "expires": time.time() + HINT_TTL}


def registered_custom(tool: dict, message_type: str) -> dict:
    """The custom parameters the tool registered: its own, then its message's."""
    message = tool_message(tool, message_type) or {}
    return {**tool["config"][TOOL_CONFIG].get("custom_parameters", {}),
            **message.get("custom_parameters", {})}


def launch_link(tool: dict, query) -> dict:
    """The resource link launched: one deep linking made, or one placed here on first use."""
    link_id = query.get("resource_link", "resource-1")
    expect(bool(ID.match(link_id)), "resource_link must be 1 to 64 of A-Z a-z 0-9 . _ ~ -", page=True)
    link = P.links.get(link_id)
    if link is None:
        return create_link(tool, query.get("context", "course-1"), f"Resource {link_id}",
                           message_target(tool, RESOURCE_LINK_REQUEST), {}, link_id=link_id)
    expect(link["client_id"] == tool["client_id"], f"resource link {link_id!r} is another tool's", page=True)
    expect(query.get("context") in (None, link["context_id"]),
           f"resource link {link_id!r} is in context {link['context_id']!r}", page=True)
    return link


def login_url(tool: dict, launch: dict, hint: str) -> str:
    """The third-party initiated login request (the library's), with lti_storage_target."""
    login = LoginInitiation(None, conf_for(tool))
    login.set_lti_message_hint(hint=hint)
    login.set_launch_url(launch["target_link_uri"])
    address = login.initiate_login(launch["user"])
    own_query = urlsplit(tool["config"]["initiate_login_uri"]).query
    if own_query:
        address += "&" + own_query
    if launch["storage_target"]:
        address += "&" + urlencode({"lti_storage_target": launch["storage_target"]})
    return address


def course_page(tool: dict, launch: dict, login: str) -> str:
    """Frames the tool (or opens it in a window named `tool`) once the storage frame, if any,
    is listening: the tool's login page may put its state there at once."""
    storage = launch["storage_target"]
    title = esc(f"Course {launch['context_id']}")
    parts = [f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>'
             '</head><body>', f"<h1>{title}</h1>",
             f"<p>{esc(launch['user'])} ({launch['role']})</p>"]
    if launch["target"] == "window":
        parts.append(f'<p><a id="open-tool" href="{esc(login)}" target="tool">Open the tool</a></p>')
    else:
        parts.append('<iframe id="tool" name="tool" title="Tool" style="width:100%;height:85vh" '
                     'allow="fullscreen; clipboard-write; camera; microphone; autoplay"></iframe>')
    if storage:
        config = {"domains": tool["domains"], "frame": storage if storage != "_parent" else None,
                  "keepsData": storage == "_parent"}
        parts.append(f'<script type="application/json" id="lti-storage-config">{script_json(config)}</script>'
                     '<script src="/test/lti-storage.js"></script>')
    if storage == STORAGE_FRAME:
        query = urlencode({"client_id": tool["client_id"]})
        parts.append(f'<iframe name="{STORAGE_FRAME}" id="storage" title="Platform storage" hidden '
                     f'src="/test/storage-frame?{query}"></iframe>')
    start = ("window.open(login, 'tool')" if launch["target"] == "window"
             else "document.getElementById('tool').src = login")
    # This script runs as soon as the storage frame's element is parsed, before the frame can
    # have loaded: waiting for its load event is waiting for its listener.
    parts.append(f"""<script>
const login = {script_json(login)};
const storage = document.getElementById('storage');
const start = () => {{ {start}; }};
if (storage) storage.addEventListener('load', start, {{ once: true }});
else start();
</script></body></html>""")
    return "".join(parts)


@app.get("/test/storage-frame")
async def storage_frame(request: Request) -> HTMLResponse:
    """The named frame of lti_storage_target: same origin as /auth, as the storage spec wants."""
    tool = launch_tool(request.query_params.get("client_id"))
    config = {"domains": tool["domains"], "frame": STORAGE_FRAME, "keepsData": True}
    return HTMLResponse('<!doctype html><html lang="en"><meta charset="utf-8"><title>Platform storage</title>'
                        f'<script type="application/json" id="lti-storage-config">{script_json(config)}</script>'
                        '<script src="/test/lti-storage.js"></script></html>')


STORAGE_JS = r"""// The platform side of LTI Client Side postMessages: lti.capabilities, lti.put_data and
// lti.get_data, answered to the tool's origin only. Runs in the course page (which answers
// put/get itself when lti_storage_target is _parent) and in the named storage frame.
// window.ltiStorage shows the tests what was stored, answered and ignored.
(() => {
  const config = JSON.parse(document.getElementById('lti-storage-config').textContent);
  const stores = new Map(); // origin -> Map(key -> value): a tool sees only its own origin's data
  const log = [];
  window.ltiStorage = { stores, log };
  const allowed = (origin) => {
    try {
      const { host, hostname } = new URL(origin);
      return config.domains.some((d) => host === d || (!d.includes(':') && hostname === d));
    } catch { return false; }
  };
  const where = config.frame ? { frame: config.frame } : {};
  function answer(data, origin) {
    const reply = { subject: `${data.subject}.response`, message_id: data.message_id };
    const fail = (code, message) => ({ ...reply, error: { code, message } });
    if (data.message_id === undefined || data.message_id === null) return fail('bad_request', 'message_id is missing');
    if (data.subject === 'lti.capabilities') {
      return { ...reply, supported_messages: [{ subject: 'lti.capabilities' },
        { subject: 'lti.put_data', ...where }, { subject: 'lti.get_data', ...where }] };
    }
    if (data.subject !== 'lti.put_data' && data.subject !== 'lti.get_data') {
      return fail('unsupported_subject', `${data.subject} is not supported`);
    }
    if (!config.keepsData) {
      const why = `send ${data.subject} to the frame ${config.frame}, as lti_storage_target says`;
      return fail('unsupported_subject', why);
    }
    if (typeof data.key !== 'string' || !data.key) return fail('bad_request', 'key must be a non-empty string');
    if (!stores.has(origin)) stores.set(origin, new Map());
    const store = stores.get(origin);
    if (data.subject === 'lti.put_data') {
      if (typeof data.value !== 'string') return fail('bad_request', 'value must be a string');
      store.set(data.key, data.value);
      return { ...reply, key: data.key, value: data.value };
    }
    if (!store.has(data.key)) return fail('bad_request', `no value stored for ${data.key}`);
    return { ...reply, key: data.key, value: store.get(data.key) };
  }
  addEventListener('message', (event) => {
    const data = event.data;
    if (!data || typeof data !== 'object' || typeof data.subject !== 'string') return;
    if (!data.subject.startsWith('lti.') || data.subject.endsWith('.response')) return;
    // Another origin than the tool's gets no answer at all.
    if (!allowed(event.origin)) { log.push({ ignored: event.origin, subject: data.subject }); return; }
    const reply = answer(data, event.origin);
    log.push({ origin: event.origin, message: data, reply });
    event.source.postMessage(reply, event.origin);
  });
})();
"""


@app.get("/test/lti-storage.js")
async def storage_js() -> Response:
    return Response(STORAGE_JS, media_type="text/javascript")


@app.get("/test/last-launch")
async def last_launch() -> JSONResponse:
    expect(P.last_launch is not None, "no launch form was rendered yet", 404, "not_found")
    return JSONResponse(P.last_launch)


# ---------------------------------------------------------------------------------------------
# Test controls: faults and what the platform holds

@app.post("/test/rotate-key")
async def rotate_key() -> JSONResponse:
    P.keys.append(Key.generate())
    return JSONResponse({"kid": P.keys[-1].kid, "kids": [k.kid for k in P.keys]})


@app.post("/test/fail-scores")
async def fail_scores(request: Request) -> JSONResponse:
    body = await json_body(request)
    expect(isinstance(body, dict) and isinstance(body.get("count"), int) and body["count"] >= 0,
           "count must be an integer, 0 or more")
    status = body.get("status", 503)
    expect(isinstance(status, int) and 400 <= status <= 599, "status must be 400 to 599")
    P.fail_scores = {"count": body["count"], "status": status}
    return JSONResponse(P.fail_scores)


@app.post("/test/extra-credit")
async def extra_credit(request: Request) -> JSONResponse:
    body = await json_body(request)
    expect(isinstance(body, dict) and isinstance(body.get("allow"), bool), "allow must be true or false")
    P.extra_credit = body["allow"]
    return JSONResponse({"allow": P.extra_credit})


@app.get("/test/refused-again")
async def test_refused_again() -> JSONResponse:
    """Score posts refused as not newer than the one held (409): a tool's post sent again."""
    return JSONResponse(P.refused_again)


@app.get("/test/scores")
async def test_scores() -> JSONResponse:
    return JSONResponse(P.scores)


@app.get("/test/links")
async def test_links() -> JSONResponse:
    return JSONResponse({"links": list(P.links.values()),
                         "lineitems": [{**public_lineitem(i), "context_id": i["context_id"],
                                        "client_id": i["client_id"]} for i in P.lineitems.values()]})


@app.get("/test/tools")
async def test_tools() -> JSONResponse:
    return JSONResponse([t["config"] for t in P.tools.values()])


@app.get("/test/token-requests")
async def test_token_requests() -> JSONResponse:
    granted = sum(1 for r in P.token_requests if r["status"] == 200)
    return JSONResponse({"count": len(P.token_requests), "granted": granted,
                         "requests": P.token_requests})


def main() -> None:
    global P  # pylint: disable=global-statement
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args()
    P = Platform(issuer=f"http://127.0.0.1:{args.port}")
    uvicorn.run(app, host="127.0.0.1", port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
