import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROUTER_RULE =
  'routes own URL state: declare validateSearch on the route and use useSearch() / navigate({ search })';
/** Reading or writing the address behind the router's back (`location.search`, `history.replaceState`/`pushState`). */
const ADDRESS_BEHIND_THE_ROUTER = [
  "MemberExpression[object.name='location'][property.name='search']",
  "MemberExpression[object.property.name='location'][property.name='search']",
  'MemberExpression[property.name=/^(replaceState|pushState)$/]',
].map((selector) => ({ selector, message: `${ROUTER_RULE}.` }));

const ANSWER_RULE =
  'answers are parsed, not cast: parse with the answer schema in src/domain/<module>/*-answers.ts ' +
  "(v.parse(Schema, await api.get(…).json()), or parsedAnswer in a page's first download)";
/** A cast answer: `.json<T>()`, `x.json() as T`, `(await x.json()) as T` or an XMLHttpRequest's `xhr.response as T`. */
const ANSWERS_PARSED_NOT_CAST = [
  "CallExpression[callee.property.name='json'][typeArguments]",
  "TSAsExpression[expression.type='CallExpression'][expression.callee.property.name='json']",
  "TSAsExpression[expression.type='AwaitExpression'][expression.argument.callee.property.name='json']",
  "TSAsExpression[expression.type='MemberExpression'][expression.property.name='response']",
].map((selector) => ({ selector, message: `${ANSWER_RULE}.` }));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'dist-ssr/',
      'dev-dist/',
      'data/',
      'node_modules/',
      'test-results/',
      'bench/out/',
      'scripts/tmp/',
      'src/server/db/migrations/',
      // Written by `npm run i18n:compile` from the .po catalogues beside them.
      'src/domain/*/locales/*.ts',
      'src/server/mail/locales/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks only. The plugin's recommended set adds the React Compiler's checks, which compile
    // every component to lint it: over 80 % of the whole lint's time on CI, for a compiler this app does not use.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Routes own URL state: a route declares `validateSearch` and its screen reads `useSearch()` and changes the
      // address with `navigate({ search })`, so the router, the back button and shared links agree with the screen.
      // Answers are parsed with their schema, never cast (ANSWERS_PARSED_NOT_CAST).
      'no-restricted-syntax': ['error', ...ADDRESS_BEHIND_THE_ROUTER, ...ANSWERS_PARSED_NOT_CAST],
    },
  },
  {
    // Routes own access: a signed-in route's gate (src/app/routes/screen-route.ts) checks the screen-access table
    // and shows the permission page, so a screen never decides who may open it (it may still hide a button).
    files: ['src/app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui/no-permission'],
              message: 'routes own access: give the route signedInScreen({ title }) and guardedScreen(...).',
            },
          ],
        },
      ],
    },
  },
  {
    // The address before or outside the router: the kiosk flag is read and stripped before the router is made, and
    // the API client sends the page to maintenance (a full page load) from outside React.
    files: ['src/app/lib/kiosk.ts', 'src/app/lib/http.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ANSWERS_PARSED_NOT_CAST] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: { 'no-restricted-syntax': ['error', ...ANSWERS_PARSED_NOT_CAST] },
  },
);
