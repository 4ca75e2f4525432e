"""Ralph's LRS for the cmi5 tests (tests/e2e/lrs.mjs), with two mends.

Ralph 5.1's file backend writes its statements file with the operation "create", so every
POST after the first fails ("fs_lrs.jsonl already exists and overwrite is not allowed"): here it
appends instead. And it compares a statement's verb and activity ids with the query's `verb` and
`activity` as its API hands them over (IRI objects, never equal to a string), so a query by
either finds nothing: here they are compared as text. The API, its validation, its
authentication and its queries are otherwise Ralph's own.
"""

from ralph.backends.data.base import BaseOperationType
from ralph.backends.lrs.fs import FSLRSBackend

FSLRSBackend.default_operation_type = BaseOperationType.APPEND

_by_verb = FSLRSBackend._add_filter_by_verb
_by_activity = FSLRSBackend._add_filter_by_activity
FSLRSBackend._add_filter_by_verb = staticmethod(
    lambda filters, verb: _by_verb(filters, str(verb) if verb else verb)
)
FSLRSBackend._add_filter_by_activity = staticmethod(
    lambda filters, activity, related: _by_activity(
        filters, str(activity) if activity else activity, related
    )
)

from ralph.api import app  # noqa: E402  (after the mend: the app makes its backend on import)

__all__ = ["app"]
