#!/usr/bin/env python3
"""Proves the test LMS (tests/lti/platform.py) end to end without a browser: a minimal scripted
LTI 1.3 tool (PyJWT, cryptography, requests; the same virtualenv as the platform).

It starts the platform on a free loopback port (or uses `--platform URL`), serves its own JWKS,
login initiation and launch endpoints on another loopback port, and plays the browser between
the two by HTTP. In order: Dynamic Registration (and its refusals), a learner's launch through
the OIDC flow with the id_token's claims checked, an access token by private_key_jwt (and the
replayed assertion refused), a line item, scores (and the refused ones) read back from
/test/scores and the results service, a deep linking response that makes a resource link with
its line item, that link's launch, the hostile launches `tamper=alg-none` and `old-nonce`, and a
key rotation. Exit 0 when every check passes; otherwise 1, naming the check that failed.

    ~/.cache/npuzzle/lti-platform/bin/python tests/lti/selfcheck.py
"""
from __future__ import annotations

import sys
from pathlib import Path

# The platform beside this file is named like the standard library's `platform` (see there).
if sys.path and Path(sys.path[0] or ".").resolve() == Path(__file__).resolve().parent:
    del sys.path[0]

# pylint: disable=wrong-import-position
import argparse
import json
import random
import re
import secrets
import socket
import subprocess
import tempfile
import threading
import time
from datetime import datetime, timedelta, timezone
from html.parser import HTMLParser
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, urlencode, urlsplit

import jwt
import requests
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm

LTI = "https://purl.imsglobal.org/spec/lti/claim/"
DL = "https://purl.imsglobal.org/spec/lti-dl/claim/"
AGS_CLAIM = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint"
NRPS_CLAIM = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice"
TOOL_CONFIG = "https://purl.imsglobal.org/spec/lti-tool-configuration"
AGS = "https://purl.imsglobal.org/spec/lti-ags/scope/"
SCOPES = [AGS + "lineitem", AGS + "lineitem.readonly", AGS + "result.readonly", AGS + "score",
          "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly"]
LINEITEM = "application/vnd.ims.lis.v2.lineitem+json"
SCORE = "application/vnd.ims.lis.v1.score+json"
JWT_BEARER = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer"


class Failed(Exception):
    pass


def check(condition, what: str) -> None:
    if not condition:
        raise Failed(what)


def free_port() -> int:
    """A port nobody holds now, well away from the common ones (as tests/e2e/lrs.mjs)."""
    while True:
        port = random.randint(41000, 59000)
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
                return port
            except OSError:
                continue


# ---------------------------------------------------------------------------------------------
# The tool

class Tool:
    """The scripted tool: its key, its three endpoints, what the platform gave it."""

    def __init__(self) -> None:
        self.key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self.kid = f"tool-{secrets.token_hex(4)}"
        self.pending: dict[str, str] = {}  # state -> nonce, between login and launch (once)
        self.nonces: list[str] = []  # every nonce the tool sent, oldest first
        self.states: list[str] = []  # every state the tool sent
        self.server = ThreadingHTTPServer(("127.0.0.1", free_port()), self.handler())
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.platform: dict = {}  # the platform's openid configuration
        self.client_id = self.deployment_id = ""

    def start(self) -> None:
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def jwks(self) -> dict:
        jwk = json.loads(RSAAlgorithm.to_jwk(self.key.public_key()))
        return {"keys": [{**jwk, "kid": self.kid, "alg": "RS256", "use": "sig"}]}

    def sign(self, claims: dict) -> str:
        return jwt.encode(claims, self.key, algorithm="RS256", headers={"kid": self.kid})

    def login(self, params: dict) -> tuple[int, dict]:
        """Third-party initiated login: answers the redirect to the platform's /auth."""
        if params.get("iss") != self.platform["issuer"] or params.get("client_id") != self.client_id:
            return 400, {"error": "unknown issuer or client_id"}
        state, nonce = secrets.token_urlsafe(16), secrets.token_urlsafe(16)
        self.pending[state] = nonce
        self.nonces.append(nonce)
        self.states.append(state)
        query = {"scope": "openid", "response_type": "id_token", "response_mode": "form_post",
                 "prompt": "none", "client_id": self.client_id, "redirect_uri": f"{self.origin}/launch",
                 "login_hint": params["login_hint"], "lti_message_hint": params["lti_message_hint"],
                 "nonce": nonce, "state": state}
        return 302, {"Location": f"{self.platform['authorization_endpoint']}?{urlencode(query)}"}

    def launch(self, form: dict) -> tuple[int, dict]:
        """The launch: the id_token checked as a tool must; answers its claims."""
        nonce = self.pending.pop(form.get("state", ""), None)
        if nonce is None:
            return 400, {"error": "unknown state"}
        try:
            claims = self.verify_id_token(form.get("id_token", ""))
        except jwt.PyJWTError as error:
            return 400, {"error": f"id_token refused: {error}"}
        if claims.get("nonce") != nonce:
            return 400, {"error": "nonce is not the one sent with this state"}
        if claims.get(LTI + "deployment_id") != self.deployment_id:
            return 400, {"error": "unknown deployment"}
        return 200, {"claims": claims, "form": form}

    def verify_id_token(self, id_token: str) -> dict:
        header = jwt.get_unverified_header(id_token)
        keys = requests.get(self.platform["jwks_uri"], timeout=10).json()["keys"]
        jwk = next((k for k in keys if k["kid"] == header.get("kid")), None)
        if jwk is None:
            raise jwt.InvalidKeyError(f"no platform key {header.get('kid')!r}")
        claims = jwt.decode(id_token, RSAAlgorithm.from_jwk(jwk), algorithms=["RS256"],
                            audience=self.client_id, issuer=self.platform["issuer"],
                            options={"require": ["exp", "iat", "nonce", "sub"]})
        several = isinstance(claims["aud"], list) and len(claims["aud"]) > 1
        if claims.get("azp", None if several else self.client_id) != self.client_id:
            raise jwt.InvalidAudienceError("azp is not this tool (or missing with several audiences)")
        for name in ("message_type", "version", "roles", "target_link_uri", "deployment_id"):
            if LTI + name not in claims:
                raise jwt.MissingRequiredClaimError(LTI + name)
        if claims[LTI + "message_type"] not in ("LtiResourceLinkRequest", "LtiDeepLinkingRequest"):
            raise jwt.InvalidTokenError(f"unknown message_type {claims[LTI + 'message_type']!r}")
        if claims[LTI + "version"] != "1.3.0":
            raise jwt.InvalidTokenError("version is not 1.3.0")
        return claims

    def handler(self):
        tool = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:  # quiet
                pass

            def answer(self, status: int, body: dict) -> None:
                if status == 302:
                    self.send_response(302)
                    self.send_header("Location", body["Location"])
                    self.end_headers()
                    return
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                parts = urlsplit(self.path)
                if parts.path == "/jwks":
                    self.answer(200, tool.jwks())
                elif parts.path == "/login":
                    self.answer(*tool.login(dict(parse_qsl(parts.query))))
                else:
                    self.answer(404, {"error": "not found"})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", 0))
                form = dict(parse_qsl(self.rfile.read(length).decode()))
                if urlsplit(self.path).path == "/launch":
                    self.answer(*tool.launch(form))
                else:
                    self.answer(404, {"error": "not found"})

        return Handler


# ---------------------------------------------------------------------------------------------
# The browser between them

class FormParser(HTMLParser):
    """The platform's auto-submitting launch form: its action and hidden fields."""

    def __init__(self) -> None:
        super().__init__()
        self.action, self.fields = None, {}

    def handle_starttag(self, tag, attrs) -> None:
        attrs = dict(attrs)
        if tag == "form":
            self.action = attrs.get("action")
        elif tag == "input" and attrs.get("name"):
            self.fields[attrs["name"]] = attrs.get("value", "")


def launch(platform: str, **query) -> tuple[requests.Response, dict]:
    """Opens the course page and follows the OIDC flow by HTTP: the course page's login URL,
    the tool's redirect to /auth, the form posted to the tool. Answers the tool's answer and
    the fields the platform posted."""
    page = requests.get(f"{platform}/test/launch", params=query, timeout=10)
    check(page.status_code == 200, f"/test/launch answered {page.status_code}: {page.text[:300]}")
    login = json.loads(re.search(r"const login = (.*);", page.text).group(1))
    redirect = requests.get(login, allow_redirects=False, timeout=10)
    check(redirect.status_code == 302, f"the tool's login answered {redirect.status_code}")
    auth = requests.get(redirect.headers["Location"], timeout=10)
    check(auth.status_code == 200, f"/auth answered {auth.status_code}: {auth.text[:300]}")
    form = FormParser()
    form.feed(auth.text)
    return requests.post(form.action, data=form.fields, timeout=10), form.fields


# ---------------------------------------------------------------------------------------------
# The checks, in order

class SelfCheck:
    def __init__(self, platform: str) -> None:
        self.platform, self.tool = platform, Tool()
        self.passed = 0
        self.access_token = ""
        self.lineitem = ""
        self.link = f"puzzle-{secrets.token_hex(3)}"  # resource link ids are the platform's, not the tool's

    def ok(self, what: str) -> None:
        self.passed += 1
        print(f"ok {self.passed} - {what}", flush=True)

    def launch(self, **query) -> tuple[requests.Response, dict]:
        return launch(self.platform, client_id=self.tool.client_id, **query)

    def get(self, path: str):
        return requests.get(self.platform + path, timeout=10).json()

    def run(self) -> None:
        self.tool.start()
        self.register()
        claims = self.learner_launch()
        self.token()
        self.grades(claims)
        self.deep_linking()
        self.hostile_launches()
        self.rotation()

    def register(self) -> None:
        minted = requests.post(f"{self.platform}/test/registration-token", timeout=10).json()
        config = requests.get(minted["openid_configuration"], timeout=10).json()
        # The tool's own check of Dynamic Registration: the configuration is the issuer's.
        check(minted["openid_configuration"].startswith(config["issuer"]), "issuer is not the "
              "openid_configuration's prefix")
        check(config["https://purl.imsglobal.org/spec/lti-platform-configuration"]["product_family_code"]
              == "lti1p3platform-test", "no lti-platform-configuration")
        self.tool.platform = config
        origin = self.tool.origin
        body = {
            "application_type": "web", "response_types": ["id_token"],
            "grant_types": ["implicit", "client_credentials"],
            "initiate_login_uri": f"{origin}/login", "redirect_uris": [f"{origin}/launch"],
            "client_name": "selfcheck tool", "jwks_uri": f"{origin}/jwks",
            "token_endpoint_auth_method": "private_key_jwt", "scope": " ".join(SCOPES),
            TOOL_CONFIG: {
                "domain": urlsplit(origin).netloc, "target_link_uri": f"{origin}/launch",
                "claims": ["iss", "sub", "name"], "custom_parameters": {"from": "registration"},
                "messages": [{"type": "LtiResourceLinkRequest"},
                             {"type": "LtiDeepLinkingRequest", "target_link_uri": f"{origin}/deep-link",
                              "placements": ["ContentArea"]}],
            },
        }
        endpoint = config["registration_endpoint"]

        def post(data: dict, token: str) -> requests.Response:
            return requests.post(endpoint, json=data, timeout=10, headers={"Authorization": f"Bearer {token}"})

        check(post(body, "guessed").status_code == 401, "a registration with a made-up token was accepted")
        elsewhere = {**body, "redirect_uris": ["http://elsewhere.invalid/launch"]}
        refused = post(elsewhere, minted["token"])
        check(refused.status_code == 400 and refused.json()["error"] == "invalid_redirect_uri",
              f"a redirect_uri off the tool's domain was accepted: {refused.text}")
        answer = post(body, minted["token"])
        check(answer.status_code == 200, f"registration refused: {answer.text}")
        registered = answer.json()
        self.tool.client_id = registered["client_id"]
        self.tool.deployment_id = registered[TOOL_CONFIG]["deployment_id"]
        check(set(registered["scope"].split()) == set(SCOPES), "not every scope was granted")
        check(post(body, minted["token"]).status_code == 401, "the registration token was accepted twice")
        self.ok(f"dynamic registration: client_id {self.tool.client_id}, deployment "
                f"{self.tool.deployment_id}; a guessed token, an off-domain redirect_uri, a reused token refused")

    def learner_launch(self) -> dict:
        answer, fields = self.launch(user="learner-1", role="learner", context="course-1",
                                     resource_link=self.link, locale="fr", custom=json.dumps({"size": "4"}),
                                     storage="1")
        check(answer.status_code == 200, f"the tool refused the learner's launch: {answer.text}")
        check(fields.get("lti_storage_target") == "post_message_forwarding",
              "the launch form has no lti_storage_target")
        claims = answer.json()["claims"]
        expected = {
            LTI + "message_type": "LtiResourceLinkRequest", LTI + "version": "1.3.0",
            LTI + "target_link_uri": f"{self.tool.origin}/launch", "sub": "learner-1",
            "name": "learner-1 Tester", "aud": self.tool.client_id, "azp": self.tool.client_id,
        }
        for name, value in expected.items():
            check(claims.get(name) == value, f"{name} is {claims.get(name)!r}, not {value!r}")
        check("email" not in claims, "email was sent though the tool's claims did not ask for it")
        check(any(r.endswith("membership#Learner") for r in claims[LTI + "roles"]), "not a Learner")
        check(claims[LTI + "context"]["id"] == "course-1", "wrong context")
        check(claims[LTI + "resource_link"]["id"] == self.link, "wrong resource_link")
        presentation = claims[LTI + "launch_presentation"]
        check(presentation == {"document_target": "iframe", "locale": "fr"}, f"launch_presentation {presentation}")
        check(claims[LTI + "custom"] == {"from": "registration", "size": "4"}, f"custom {claims[LTI + 'custom']}")
        ags = claims[AGS_CLAIM]
        check(ags["lineitems"] == f"{self.platform}/ags/course-1/lineitems" and "lineitem" not in ags,
              f"AGS claim {ags}")
        check(set(ags["scope"]) == set(SCOPES[:4]), f"AGS scopes {ags['scope']}")
        check(claims[NRPS_CLAIM]["context_memberships_url"].endswith("/nrps/course-1/memberships"), "NRPS claim")
        self.ok("learner launch through the OIDC flow: signature, aud/azp, nonce, deployment, roles, "
                "context, resource link, locale, custom, AGS and NRPS claims, lti_storage_target")
        return claims

    def assertion(self, **changes) -> str:
        now = int(time.time())
        claims = {"iss": self.tool.client_id, "sub": self.tool.client_id,
                  "aud": self.tool.platform["token_endpoint"], "iat": now, "exp": now + 300,
                  "jti": secrets.token_urlsafe(12), **changes}
        return self.tool.sign(claims)

    def request_token(self, assertion: str, scope: str) -> requests.Response:
        return requests.post(self.tool.platform["token_endpoint"], timeout=10, data={
            "grant_type": "client_credentials", "client_assertion_type": JWT_BEARER,
            "client_assertion": assertion, "scope": scope})

    def token(self) -> None:
        before = self.get("/test/token-requests")
        assertion = self.assertion()
        answer = self.request_token(assertion, " ".join(SCOPES))
        check(answer.status_code == 200, f"token refused: {answer.text}")
        body = answer.json()
        check(body["token_type"].lower() == "bearer" and body["expires_in"] > 0, f"token answer {body}")
        check(set(body["scope"].split()) == set(SCOPES), f"token scopes {body['scope']}")
        self.access_token = body["access_token"]
        check(self.request_token(assertion, AGS + "score").status_code == 401, "a replayed assertion was accepted")
        wrong_aud = self.request_token(self.assertion(aud=self.platform), AGS + "score")
        check(wrong_aud.status_code == 401, "an assertion for another audience was accepted")
        count = self.get("/test/token-requests")
        check(count["count"] - before["count"] == 3 and count["granted"] - before["granted"] == 1,
              f"token requests {count}")
        self.ok("access token by private_key_jwt; a replayed jti and a wrong aud refused")

    def scores(self) -> list:
        return [s for s in self.get("/test/scores") if s["client_id"] == self.tool.client_id]

    def service(self, method: str, address: str, body=None, media=None, token=None):
        headers = {"Authorization": f"Bearer {token or self.access_token}"}
        if media:
            headers["Content-Type"] = media
        data = None if body is None else json.dumps(body)
        return requests.request(method, address, data=data, headers=headers, timeout=10)

    def grades(self, claims: dict) -> None:
        lineitems = claims[AGS_CLAIM]["lineitems"]
        item = {"label": "Puzzle 1", "scoreMaximum": 10, "resourceLinkId": self.link, "tag": "grade"}
        created = self.service("POST", lineitems, item, LINEITEM)
        check(created.status_code == 201, f"line item refused: {created.text}")
        self.lineitem = created.json()["id"]
        score_only = self.request_token(self.assertion(), AGS + "score").json()["access_token"]
        check(self.service("POST", lineitems, item, LINEITEM, token=score_only).status_code == 403,
              "a score-only token created a line item")
        check(requests.post(lineitems, json=item, timeout=10).status_code == 401, "no token, yet accepted")
        self.ok(f"line item {self.lineitem}; a score-only token and no token refused")

        now = datetime.now(timezone.utc)
        score = {"userId": "learner-1", "scoreGiven": 7, "scoreMaximum": 10, "activityProgress": "Completed",
                 "gradingProgress": "FullyGraded", "timestamp": now.isoformat(), "comment": "solved"}
        posted = self.service("POST", f"{self.lineitem}/scores", score, SCORE)
        check(posted.status_code == 200, f"score refused: {posted.text}")
        held = self.scores()
        check(len(held) == 1 and held[0]["body"] == score and held[0]["resource_link_id"] == self.link
              and held[0]["lineitem"] == self.lineitem, f"/test/scores holds {held}")
        results = self.service("GET", f"{self.lineitem}/results").json()
        check(results[0]["resultScore"] == 7 and results[0]["userId"] == "learner-1", f"results {results}")
        self.ok("score posted, read back from /test/scores and the results service")

        refusals = {
            409: {**score, "timestamp": (now - timedelta(seconds=5)).isoformat()},
            400: {**score, "scoreGiven": 11, "timestamp": (now + timedelta(seconds=1)).isoformat()},
            422: {**score, "userId": "stranger", "timestamp": (now + timedelta(seconds=2)).isoformat()},
        }
        for status, body in refusals.items():
            answer = self.service("POST", f"{self.lineitem}/scores", body, SCORE)
            check(answer.status_code == status, f"expected {status}, got {answer.status_code}: {answer.text}")
        wrong_media = self.service("POST", f"{self.lineitem}/scores", score, "application/json")
        check(wrong_media.status_code == 415, "a score as application/json was accepted")
        requests.post(f"{self.platform}/test/fail-scores", json={"count": 1, "status": 503}, timeout=10)
        later = {**score, "timestamp": (now + timedelta(seconds=3)).isoformat()}
        check(self.service("POST", f"{self.lineitem}/scores", later, SCORE).status_code == 503, "no 503")
        check(self.service("POST", f"{self.lineitem}/scores", later, SCORE).status_code == 200, "not 200 after")
        check(len(self.scores()) == 2, "a refused score was kept")
        self.ok("refused: an older timestamp (409), above the maximum (400), a stranger (422), "
                "the wrong media type (415); /test/fail-scores answers 503 once")

    def deep_linking(self) -> None:
        answer, _ = self.launch(user="teacher-1", role="instructor", context="course-1", message="deeplink")
        check(answer.status_code == 200, f"the tool refused the deep linking launch: {answer.text}")
        claims = answer.json()["claims"]
        check(claims[LTI + "message_type"] == "LtiDeepLinkingRequest", "not a deep linking request")
        check(claims[LTI + "target_link_uri"] == f"{self.tool.origin}/deep-link", "wrong target_link_uri")
        settings = claims[DL + "deep_linking_settings"]
        check(settings["deep_link_return_url"] == f"{self.platform}/deep-link-return"
              and settings["accept_types"] == ["ltiResourceLink"] and settings["accept_lineitem"] is True
              and settings["data"], f"deep_linking_settings {settings}")
        now = int(time.time())
        item = {"type": "ltiResourceLink", "title": "Puzzle 3x3", "url": f"{self.tool.origin}/launch?size=3",
                "custom": {"size": "3"},
                "lineItem": {"scoreMaximum": 100, "label": "Puzzle 3x3", "resourceId": "p3", "tag": "puzzle"}}
        response = self.tool.sign({
            "iss": self.tool.client_id, "aud": self.platform, "iat": now, "exp": now + 300,
            "nonce": secrets.token_urlsafe(8), LTI + "deployment_id": self.tool.deployment_id,
            LTI + "message_type": "LtiDeepLinkingResponse", LTI + "version": "1.3.0",
            DL + "data": settings["data"], DL + "content_items": [item]})
        added = requests.post(settings["deep_link_return_url"], data={"JWT": response}, timeout=10)
        check(added.status_code == 200 and "Added: Puzzle 3x3" in added.text, f"deep link return: {added.text}")
        again = requests.post(settings["deep_link_return_url"], data={"JWT": response}, timeout=10)
        check(again.status_code == 400, "the same deep linking response was accepted twice")
        held = self.get("/test/links")
        link = next(lk for lk in held["links"]
                    if lk["title"] == "Puzzle 3x3" and lk["client_id"] == self.tool.client_id)
        line = next(li for li in held["lineitems"] if li.get("resourceLinkId") == link["id"])
        check(line["scoreMaximum"] == 100 and line["tag"] == "puzzle" and line["resourceId"] == "p3",
              f"line item {line}")
        answer, _ = self.launch(user="learner-1", resource_link=link["id"])
        check(answer.status_code == 200, f"the made link's launch was refused: {answer.text}")
        claims = answer.json()["claims"]
        check(claims[LTI + "target_link_uri"] == item["url"], "the link's url is not the target_link_uri")
        check(claims[LTI + "custom"]["size"] == "3", "the link's custom parameters are missing")
        check(claims[AGS_CLAIM].get("lineitem") == line["id"], f"AGS lineitem {claims[AGS_CLAIM]}")
        self.ok(f"deep linking made {link['id']} with its line item; its launch carries url, custom "
                "and lineitem; a replayed response refused")

    def hostile_launches(self) -> None:
        """Every tamper=KIND: the token has the hostile property, and a careful tool refuses it.
        The brief's two (alg-none, old-nonce) are checked first, more closely."""
        answer, fields = self.launch(user="learner-1", resource_link=self.link, tamper="alg-none")
        check(answer.status_code == 400, f"the tool accepted an alg none id_token: {answer.text}")
        header = jwt.get_unverified_header(fields["id_token"])
        check(header["alg"] == "none" and fields["id_token"].endswith("."), f"not alg none: {header}")
        check(self.get("/test/last-launch")["id_token"] == fields["id_token"], "last-launch differs")
        sent_before = list(self.tool.nonces)
        answer, fields = self.launch(user="learner-1", resource_link=self.link, tamper="old-nonce")
        check(answer.status_code == 400 and "nonce" in answer.json()["error"], f"old nonce accepted: {answer.text}")
        nonce = jwt.decode(fields["id_token"], options={"verify_signature": False})["nonce"]
        check(nonce == sent_before[-1] and nonce != self.tool.nonces[-1], "the nonce is not the earlier one")
        self.ok("tamper=alg-none and tamper=old-nonce send the hostile tokens, which the tool refuses")

        kids = {k["kid"] for k in self.get("/jwks")["keys"]}
        for kind, hostile in self.hostile_properties(kids).items():
            answer, fields = self.launch(user="learner-1", resource_link=self.link, tamper=kind)
            header = jwt.get_unverified_header(fields["id_token"])
            claims = jwt.decode(fields["id_token"], options={"verify_signature": False})
            check(hostile(header, claims, fields), f"tamper={kind} sent no such token: {header} {claims}")
            check(answer.status_code == 400, f"the tool accepted tamper={kind}: {answer.text}")
        self.ok(f"every other tamper kind ({len(self.hostile_properties(kids))}) sends its hostile "
                "token or state, which the tool refuses")

    def hostile_properties(self, kids: set) -> dict:
        """What makes each tamper kind's launch hostile, seen from the tool."""
        client, now = self.tool.client_id, time.time()
        return {
            "hs256": lambda h, c, f: h["alg"] == "HS256",
            "bad-signature": lambda h, c, f: h["alg"] == "RS256" and h["kid"] in kids,
            "unknown-kid": lambda h, c, f: h["kid"] not in kids,
            "wrong-iss": lambda h, c, f: c["iss"] != self.platform,
            "wrong-aud": lambda h, c, f: client not in ([c["aud"]] if isinstance(c["aud"], str) else c["aud"]),
            "wrong-azp": lambda h, c, f: c["aud"] == client and c["azp"] != client,
            "multi-aud-no-azp": lambda h, c, f: isinstance(c["aud"], list) and len(c["aud"]) > 1 and "azp" not in c,
            "expired": lambda h, c, f: c["exp"] < now,
            "future-iat": lambda h, c, f: c["iat"] > now + 60,
            "no-exp": lambda h, c, f: "exp" not in c,
            "no-iat": lambda h, c, f: "iat" not in c,
            "no-nonce": lambda h, c, f: "nonce" not in c,
            "no-sub": lambda h, c, f: "sub" not in c,
            "no-target-link-uri": lambda h, c, f: LTI + "target_link_uri" not in c,
            "no-deployment-id": lambda h, c, f: LTI + "deployment_id" not in c,
            "unknown-deployment": lambda h, c, f: c[LTI + "deployment_id"] != self.tool.deployment_id,
            "wrong-message-type": lambda h, c, f: c[LTI + "message_type"] not in
            ("LtiResourceLinkRequest", "LtiDeepLinkingRequest"),
            "no-version": lambda h, c, f: LTI + "version" not in c,
            "no-roles": lambda h, c, f: LTI + "roles" not in c,
            "state-mismatch": lambda h, c, f: f["state"] not in self.tool.states,
        }

    def rotation(self) -> None:
        old_kid = jwt.get_unverified_header(self.get("/test/last-launch")["id_token"])["kid"]
        rotated = requests.post(f"{self.platform}/test/rotate-key", timeout=10).json()
        kids = [k["kid"] for k in self.get("/jwks")["keys"]]
        check(kids[-2:] == [old_kid, rotated["kid"]], f"/jwks lists {kids}")
        answer, fields = self.launch(user="learner-1", resource_link=self.link)
        check(answer.status_code == 200, f"launch after rotation refused: {answer.text}")
        check(jwt.get_unverified_header(fields["id_token"])["kid"] == rotated["kid"], "not signed by the new key")
        still = self.service("GET", self.lineitem)
        check(still.status_code == 200, "the access token signed before the rotation was refused")
        self.ok("key rotation: /jwks lists both, launches use the new kid, older access tokens still work")


def start_platform(log) -> tuple[subprocess.Popen, str]:
    """The platform on a free port; what it prints (each refusal, with why) goes to `log`."""
    port = free_port()
    script = Path(__file__).resolve().parent / "platform.py"
    child = subprocess.Popen([sys.executable, str(script), "--port", str(port)], stdout=log, stderr=log)
    address = f"http://127.0.0.1:{port}"
    for _ in range(150):
        try:
            if requests.get(f"{address}/.well-known/openid-configuration", timeout=2).ok:
                return child, address
        except requests.ConnectionError:
            pass
        if child.poll() is not None:
            break
        time.sleep(0.2)
    child.kill()
    raise Failed("the platform did not start")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--platform", help="a platform already running (default: start one)")
    args = parser.parse_args()
    child = None
    log = tempfile.TemporaryFile(mode="w+")
    try:
        if args.platform:
            address = args.platform.rstrip("/")
        else:
            child, address = start_platform(log)
        selfcheck = SelfCheck(address)
        selfcheck.run()
    except requests.RequestException as error:
        print(f"selfcheck FAILED: the platform or the tool did not answer: {error}", file=sys.stderr)
        return 1
    except Failed as failure:
        log.seek(0)
        print(f"{log.read()}selfcheck FAILED: {failure}", file=sys.stderr)
        return 1
    finally:
        if child is not None:
            child.terminate()
            child.wait(10)
    print(f"selfcheck: {selfcheck.passed} passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
