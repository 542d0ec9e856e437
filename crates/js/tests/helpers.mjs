// Shared by the module's tests (not a test file itself: node --test runs *.test.mjs).
import assert from 'node:assert/strict';

/** What `f` throws. */
export function thrown(f) {
  try {
    f();
  } catch (e) {
    return e;
  }
  assert.fail('nothing was thrown');
}
