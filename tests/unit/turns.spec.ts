import { test } from '@japa/runner'
import { turnTaker } from '#support/turns'

/** Holds the event loop for `ms` milliseconds, as a row of real work would. */
function work(ms: number) {
  const end = performance.now() + ms
  while (performance.now() < end);
}

test.group('Turns for long loops', () => {
  test('other work runs each time the loop has held the event loop for 2 ms', async ({
    assert,
  }) => {
    let others = 0
    let running = true
    const other = () => {
      others++
      if (running) setImmediate(other)
    }
    setImmediate(other)
    try {
      const takeTurn = turnTaker()
      for (let row = 0; row < 80; row++) {
        work(0.5)
        await takeTurn()
      }
    } finally {
      running = false
    }
    // 40 ms of work in turns of 2 ms: about twenty turns for the rest of the server,
    // give or take what a busy machine adds; far fewer than one a row (80), far more than none.
    assert.isAtLeast(others, 10)
    assert.isAtMost(others, 40)
  })
})
