import { describe, expect, it } from 'vitest';
import { digest, playwrightTests, sumTests, vitestTests } from './test-reports';

const vitest = {
  numPassedTests: 3,
  numFailedTests: 1,
  testResults: [
    {
      assertionResults: [
        { status: 'passed', fullName: 'rules accept a name' },
        {
          status: 'failed',
          fullName: 'rules refuse an empty name',
          failureMessages: ['AssertionError: expected true to be false\n    at /repo/src/lib/rules.test.ts:9:5\n    at /repo/node_modules/@vitest/runner/dist/index.js:1:1'],
        },
      ],
    },
  ],
};

const playwright = {
  stats: { expected: 5, flaky: 1, unexpected: 1 },
  suites: [
    {
      title: 'menu.spec.ts',
      specs: [{ title: 'opens', tests: [{ status: 'flaky', results: [{ errors: [{ message: 'first try' }] }, { errors: [] }] }] }],
      suites: [
        {
          title: 'menu (de)',
          specs: [
            {
              title: 'closes with Escape',
              tests: [{ status: 'unexpected', results: [{ errors: [{ message: '\u001b[31mError: expect(locator).toBeHidden()\u001b[39m\nReceived: visible\n  12 |   await page.keyboard.press("Escape");\n> 13 |   await expect(menu).toBeHidden();' }] }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('test reports', () => {
  it('count passed (flaky included) and failed tests, and name each failure with its suites', () => {
    const total = sumTests(vitestTests(vitest), playwrightTests(playwright), null);
    expect(total).toMatchObject({ passed: 9, failed: 2 });
    expect(total?.failures.map(([title]) => title)).toEqual(['rules refuse an empty name', 'menu.spec.ts › menu (de) › closes with Escape']);
  });

  it('have nothing to count without a report', () => {
    expect(sumTests(vitestTests(null), playwrightTests(null))).toBeNull();
  });

  it('digest each failure without colour codes, source excerpt or stack lines outside the project', () => {
    const text = digest(sumTests(vitestTests(vitest), playwrightTests(playwright))?.failures ?? []);
    expect(text.split('\n')).toEqual([
      '  ✗ rules refuse an empty name',
      '      AssertionError: expected true to be false',
      '          at /repo/src/lib/rules.test.ts:9:5',
      '  ✗ menu.spec.ts › menu (de) › closes with Escape',
      '      Error: expect(locator).toBeHidden()',
      '      Received: visible',
    ]);
  });
});
