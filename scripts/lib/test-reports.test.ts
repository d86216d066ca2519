import { describe, expect, it } from 'vitest';
import { announcements, digest, playwrightTests, sumTests, vitestTests } from './test-reports';

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

  it('add what the page of a failed browser test announced: its alerts, statuses and toasts', () => {
    const context = [
      '# Error details',
      '```yaml',
      '- alert: not this one, it is not the last snapshot',
      '```',
      '# Page snapshot',
      '```yaml',
      '- generic [ref=e1]:',
      '  - status [ref=e4]: Saved',
      '  - region "Notifications alt+T" [ref=e5]:',
      '    - list [ref=e6]:',
      '      - listitem [ref=e7]:',
      '        - generic [ref=e8]: Please use your business email address',
      '  - status [ref=e13]: Sent',
      '  - dialog "Book" [ref=e9]:',
      '    - heading "Book" [level=2] [ref=e10]',
      '    - alert [ref=e11]: Too many requests',
      '    - button "Send" [ref=e12]',
      '```',
      '# Test source',
      '- alert: not this one, it is not in the snapshot',
    ].join('\n');
    const page = announcements(context);
    expect(page).toEqual([
      '- region "Notifications alt+T":',
      '  - list:',
      '    - listitem:',
      '      - generic: Please use your business email address',
      '- status: Saved',
      '- status: Sent',
      '- alert: Too many requests',
    ]);
    expect(announcements('no snapshot')).toEqual([]);
    expect(digest([['form › refuses', 'Error: not visible', page]]).split('\n').slice(0, 4)).toEqual([
      '  ✗ form › refuses',
      '      Error: not visible',
      '    the page announced:',
      '      - region "Notifications alt+T":',
    ]);
  });
});
