"""Ralph's LRS for the cmi5 tests (tests/e2e/lrs.mjs), with one mend.

Ralph 5.1's file backend writes its statements file with the operation "create", so every
POST after the first fails ("fs_lrs.jsonl already exists and overwrite is not allowed"): here it
appends instead. The API, its validation, its authentication and its queries are Ralph's own.
"""

from ralph.backends.data.base import BaseOperationType
from ralph.backends.lrs.fs import FSLRSBackend

FSLRSBackend.default_operation_type = BaseOperationType.APPEND

from ralph.api import app  # noqa: E402  (after the mend: the app makes its backend on import)

__all__ = ["app"]
