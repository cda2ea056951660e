/**
 * npm run bench [-- --only=api|size|lighthouse|pagespeed|timing|admissions|bulk|students|attendance|marks|publication|resultday|fees|daybook|library|hostel[,…]]: the figures docs/performance.md quotes, printed as tables and
 * written to bench/out/results.json.
 * BENCH_SECONDS: length of each load measurement (default 10). BENCH_CACHE: on, off or both (default) —
 * the result-sheet cache as deployed, and/or off so every lookup reaches the database. BENCH_QUIET_WAIT:
 * seconds to wait before each measurement for other programs to leave the CPUs (default 20); BENCH_RETRIES:
 * how many disturbed measurements may be repeated (default 3). BENCH_GZIP=1: send Accept-Encoding as browsers do.
 * BENCH_CPU_SLOWDOWN: Lighthouse's CPU slow-down (default 4, its mobile profile; see cpu-slowdown.ts).
 * BENCH_PAGESPEED_RUNS: runs of each page and of its plain-HTML baseline, interleaved (default 5; pagespeed.ts).
 * BENCH_PAGESPEED_LOCALES: the interface languages pagespeed loads each page in (default en; all three: en,te,hi).
 * BENCH_PAGESPEED_PAGES: only the pages whose address contains one of these comma-separated words (default all); a
 * word of one character must be the whole address (`/`, the home page).
 * Only 127.0.0.1 is ever contacted (and the PostgreSQL server of TEST_DATABASE_URL).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchAdmissionsImport, printImport } from './admissions-import';
import { benchBulkImport, printBulkImport } from './bulk-import';
import { benchResultsApi, type CacheMode } from './api-bench';
import { ROOT } from './child-server';
import { demoBatch, demoRollNumber } from '../src/server/demo/demo-year';
import { demoExams } from '../src/server/demo/names-and-courses';
import { waitForChromium } from './chromium';
import { cpuSlowdown, STANDARD_CPU_SLOWDOWN } from './cpu-slowdown';
import { benchJsSize } from './js-size';
import { benchLighthouse } from './lighthouse-scores';
import { benchPageSpeed, PAGESPEED_TARGET, printPageSpeed } from './pagespeed';
import { SIGNED_IN_PAGESPEED_PAGES } from './signed-in-pages';
import { isLocale } from '../src/domain/i18n/locales';
import { benchStudentSearch, printStudentSearch, STUDENT_SEARCH_TARGET } from './student-search';
import { ATTENDANCE_TARGET, benchAttendance, printAttendance } from './attendance';
import { MARKS_TARGET, benchExamMarks, printExamMarks } from './exam-marks';
import { benchExamPublication, EXAM_PUBLICATION_TARGET, printExamPublication } from './exam-publication';
import { benchResultTiming, EMPTY_PAGE, RESULT_TIMING_TARGETS } from './result-timing';
import { benchResultDay, printResultDay, RESULT_DAY_TARGET } from './result-day';
import { benchFeeStructures, FEE_STRUCTURE_TARGET, printFeeStructures } from './fee-structures';
import { benchDayBook, DAY_BOOK_TARGET, printDayBook } from './day-book';
import { benchLibrary, LIBRARY_TARGET, printLibrary } from './library';
import { benchHostelAllotment, HOSTEL_ALLOTMENT_TARGET, printHostelAllotment } from './hostel-allotment';
import { API_TARGETS, PERFORMANCE_TARGET, printApi, printJsSize, printLighthouse, TARGETS } from './report';
import { distBuilt, siteCopyWith, startSiteServer } from './site-server';

const PARTS = [
  'api',
  'size',
  'lighthouse',
  'pagespeed',
  'timing',
  'admissions',
  'bulk',
  'students',
  'attendance',
  'marks',
  'publication',
  'resultday',
  'fees',
  'daybook',
  'library',
  'hostel',
] as const;
const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const only = onlyArg?.split(',').filter(Boolean) ?? [...PARTS];
const unknown = only.filter((p) => !(PARTS as readonly string[]).includes(p));
if (unknown.length) throw new Error(`--only takes ${PARTS.join(', ')}; got ${unknown.join(', ')}`);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (!(seconds >= 1 && seconds <= 120)) throw new Error('BENCH_SECONDS must be between 1 and 120');
const cacheModes: CacheMode[] =
  process.env.BENCH_CACHE === 'on' ? ['on'] : process.env.BENCH_CACHE === 'off' ? ['off'] : ['on', 'off'];

// The demo college follows the day it is loaded on (its batches, roll numbers and exam titles): the second year's
// even-semester exam and the first students of Computer Science, as the bench's server loads them today.
const demoToday = demoBatch(new Date());
const RESULTS_TITLE = demoExams(demoToday.startYear).find((exam) => exam.semester === 4)!.title;
const RESULTS_PAGE = `/results/${encodeURIComponent(RESULTS_TITLE)}`;
const DEMO_ROLLS = [1, 2, 3].map((serial) => demoRollNumber(demoToday.rollPrefix, '05', serial));
/** The pages the bench measures: the public ones (the result page with a roll number, so a sheet is shown) and four signed-in screens. */
const PUBLIC_PAGES = ['/', '/examresults', `${RESULTS_PAGE}?rollNo=${DEMO_ROLLS[0]!}`, '/terms', '/privacy', '/return'];
const demo = (path: string, signInAs: string) => ({ path, signInAs, password: 'Campus@2026' });
const SIGNED_IN_PAGES = [
  demo('/app/Admin', 'admin'),
  demo('/admissionForm', 'admissions'),
  demo('/app/Student/Fee Payment', 'student'),
  demo('/app/Alumni/Registration Form', 'alumni'),
];
/** BENCH_PAGESPEED_PAGES: a word names the pages whose address holds it; `/` alone names the home page only. */
const matches = (address: string, word: string) => (word.length > 1 ? address.includes(word) : address === word);
const started = Date.now();
const figures: Record<string, unknown> = {
  measuredAt: new Date().toISOString(),
  targets: { ...TARGETS, api: API_TARGETS },
  seconds,
  connections: 100,
  acceptEncoding: process.env.BENCH_GZIP === '1' ? 'gzip, deflate, br' : 'none',
};
const problems: string[] = [];
const skipped: string[] = [];
const outFile = path.join(ROOT, 'bench', 'out', 'results.json');
const save = () => {
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    JSON.stringify({ ...figures, problems, skipped, totalSeconds: Math.round((Date.now() - started) / 1000) }, null, 2),
  );
};

if (only.includes('api')) {
  console.log(
    `\n(a) results lookup API (getExamResultByRollNoView), 100 connections, ${seconds} s per measurement${process.env.BENCH_GZIP === '1' ? ', Accept-Encoding: gzip' : ''}`,
  );
  const bench = await benchResultsApi(seconds, cacheModes);
  figures.resultsApi = bench;
  if (bench.postgres !== 'measured') skipped.push('PostgreSQL (not reachable)');
  problems.push(...printApi(bench));
  save();
}

const browserParts = only.filter((p) => p === 'size' || p === 'lighthouse' || p === 'pagespeed' || p === 'timing');
const FIGURE_OF = {
  size: 'resultsPageJs',
  lighthouse: 'lighthouse',
  pagespeed: 'pageSpeed',
  timing: 'resultTiming',
} as Record<string, string>;
if (browserParts.length) {
  if (!distBuilt()) {
    console.log(`\n(b)/(c) dist/index.html missing: run npm run build first; ${browserParts.join(' and ')} skipped`);
    for (const part of browserParts) figures[FIGURE_OF[part]!] = 'skipped: dist/index.html missing';
    skipped.push(...browserParts.map((p) => `${p} (no dist/index.html)`));
  } else if (!(await waitForChromium())) {
    console.log('\n(b)/(c) /usr/bin/chromium not installed: skipped');
    for (const part of browserParts) figures[FIGURE_OF[part]!] = 'skipped: no Chromium';
    skipped.push(...browserParts.map((p) => `${p} (no Chromium)`));
  } else {
    if (browserParts.some((p) => p !== 'pagespeed')) {
      const site = await startSiteServer(
        siteCopyWith(path.join(ROOT, 'bench', 'out', 'site-dist'), { [EMPTY_PAGE.path]: EMPTY_PAGE.html }),
      );
      try {
        if (only.includes('size')) {
          console.log(
            `\n(b) JavaScript the results page loads before network idle (${RESULTS_PAGE}), gzip -9, service worker excluded`,
          );
          const size = await benchJsSize(site.url, RESULTS_PAGE);
          figures.resultsPageJs = size;
          problems.push(...printJsSize(size));
          save();
        }
        if (only.includes('lighthouse')) {
          const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
          const slowdown = cpuSlowdown();
          figures.lighthouseCpuSlowdown = slowdown;
          const profile =
            slowdown === STANDARD_CPU_SLOWDOWN
              ? 'mobile'
              : `mobile with the CPU slowed ${slowdown}× (BENCH_CPU_SLOWDOWN; the standard profile is ${STANDARD_CPU_SLOWDOWN}×)`;
          console.log(
            `\n(c) Lighthouse, ${profile}, median of ${runs} runs (targets: performance ≥ ${PERFORMANCE_TARGET.public} public, ≥ ${PERFORMANCE_TARGET.signedIn} signed in; accessibility ${TARGETS.accessibility})`,
          );
          const scores = await benchLighthouse(site.url, [...PUBLIC_PAGES, ...SIGNED_IN_PAGES], runs);
          figures.lighthouse = scores;
          problems.push(
            ...printLighthouse(
              scores,
              SIGNED_IN_PAGES.map((p) => p.path),
            ),
          );
          save();
        }
        if (only.includes('timing')) {
          console.log(
            `\n(e) result sheet timing: a repeat visit offline, from the service worker and the device, CPU 4× slower (≤ ${RESULT_TIMING_TARGETS.offlineStoredSlowCpuMs} ms; against an empty page in the same run), online after Show on the mobile profile (≤ ${RESULT_TIMING_TARGETS.onlineShowMs} ms)`,
          );
          const timing = await benchResultTiming(site.url, RESULTS_PAGE, DEMO_ROLLS);
          figures.resultTiming = timing;
          console.table(timing);
          const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
          const offline = median(timing.offlineStoredSlowCpuMs);
          const empty = median(timing.emptyPageSlowCpuMs);
          console.log(
            `  offline result sheet, CPU 4× slower: median ${offline} ms; an empty page: ${empty} ms; ratio ${(offline / empty).toFixed(2)}`,
          );
          figures.resultTimingOfflineRatio = Math.round((offline / empty) * 100) / 100;
          if (offline > RESULT_TIMING_TARGETS.offlineStoredSlowCpuMs)
            problems.push(
              `offline stored result (CPU 4× slower): median ${offline} ms > ${RESULT_TIMING_TARGETS.offlineStoredSlowCpuMs} ms`,
            );
          if (median(timing.onlineShowMs) > RESULT_TIMING_TARGETS.onlineShowMs)
            problems.push(
              `online result after Show: median ${median(timing.onlineShowMs)} ms > ${RESULT_TIMING_TARGETS.onlineShowMs} ms`,
            );
        }
      } finally {
        await site.stop();
      }
    }
    if (only.includes('pagespeed')) {
      const runs = Number(process.env.BENCH_PAGESPEED_RUNS ?? 5);
      if (!(Number.isInteger(runs) && runs >= 1 && runs <= 50))
        throw new Error('BENCH_PAGESPEED_RUNS must be a whole number from 1 to 50');
      const locales = (process.env.BENCH_PAGESPEED_LOCALES ?? 'en').split(',').filter(Boolean);
      const unknownLocales = locales.filter((l) => !isLocale(l));
      if (unknownLocales.length)
        throw new Error(`BENCH_PAGESPEED_LOCALES takes en, te, hi; got ${unknownLocales.join(', ')}`);
      console.log(
        `\n(f) public and signed-in pages against the same content as plain HTML without JavaScript, Lighthouse mobile (CPU ${cpuSlowdown()}×), in ${locales.join(', ')}, ${runs} runs each, interleaved in one Chromium; medians and ours/plain (targets: LCP ≤ ${PAGESPEED_TARGET.lcpRatio}× plain, TBT ≤ plain + ${PAGESPEED_TARGET.tbtExtraMs} ms)`,
      );
      const words = (process.env.BENCH_PAGESPEED_PAGES ?? '').split(',').filter(Boolean);
      const pages = [...PUBLIC_PAGES, ...SIGNED_IN_PAGESPEED_PAGES].filter(
        (page) => !words.length || words.some((w) => matches(typeof page === 'string' ? page : page.path, w)),
      );
      const speeds = await benchPageSpeed(pages, runs, locales);
      figures.pageSpeed = { cpuSlowdown: cpuSlowdown(), runs, locales, pages: speeds };
      problems.push(...printPageSpeed(speeds));
      save();
    }
  }
}

if (only.includes('admissions')) {
  // BENCH_IMPORT_ROWS: the upload sizes (default 10000,100000: the target size and ten times it, which must finish).
  const sizes = (process.env.BENCH_IMPORT_ROWS ?? '10000,100000').split(',').map(Number);
  console.log(
    `\n(d) admissions Excel upload of ${sizes.join(' and ')} generated rows (targets for 10,000: ≤ 10 s, server ≤ 300 MB)`,
  );
  const imports = await benchAdmissionsImport(sizes);
  figures.admissionsImport = imports;
  problems.push(...printImport(imports));
}

if (only.includes('bulk')) {
  console.log(
    `\n(e) lists and students Excel upload: 5,000 students and 400 subjects on ${process.env.BENCH_BULK_DATABASE === 'postgres' ? 'PostgreSQL' : 'PGlite'} (BENCH_BULK_DATABASE; targets: ≤ 10 s, ≤ 300 MB), against a plain bulk INSERT of as many rows`,
  );
  const bulk = await benchBulkImport();
  figures.bulkImport = bulk;
  problems.push(...printBulkImport(bulk));
}

if (only.includes('students')) {
  console.log(
    `\n(g) student directory search over ${STUDENT_SEARCH_TARGET.students} students on PostgreSQL, p95 of each search against a primary-key lookup (target p95 ≤ ${STUDENT_SEARCH_TARGET.p95Ms} ms)`,
  );
  const search = await benchStudentSearch();
  figures.studentSearch = search;
  if (search === 'postgres not reachable') skipped.push('student search (PostgreSQL not reachable)');
  problems.push(...printStudentSearch(search));
}

if (only.includes('attendance')) {
  console.log(
    `\n(h) attendance on PostgreSQL: a day for ${ATTENDANCE_TARGET.students} students stored (target ≤ ${ATTENDANCE_TARGET.dayMs} ms) against a plain bulk INSERT of as many marks, and a semester's percentages over ${ATTENDANCE_TARGET.marks} marks (target p95 ≤ ${ATTENDANCE_TARGET.p95Ms} ms) against a primary-key lookup`,
  );
  const attendance = await benchAttendance();
  figures.attendance = attendance;
  if (attendance === 'postgres not reachable') skipped.push('attendance (PostgreSQL not reachable)');
  problems.push(...printAttendance(attendance));
}

if (only.includes('fees')) {
  console.log(
    `\n(k) fee structures on PostgreSQL: a structure of 4 heads applied to ${FEE_STRUCTURE_TARGET.students} students (target ≤ ${FEE_STRUCTURE_TARGET.applyMs} ms), then again, against a plain bulk INSERT of as many due lines`,
  );
  const fees = await benchFeeStructures();
  figures.feeStructures = fees;
  if (fees === 'postgres not reachable') skipped.push('fee structures (PostgreSQL not reachable)');
  problems.push(...printFeeStructures(fees));
}

if (only.includes('daybook')) {
  console.log(
    `\n(l) the day book on PostgreSQL: a month of ${DAY_BOOK_TARGET.transactions} receipts after a month as large, asked for that month (target p95 ≤ ${DAY_BOOK_TARGET.p95Ms} ms) against a plain sum of the month's receipts`,
  );
  const book = await benchDayBook();
  figures.dayBook = book;
  if (book === 'postgres not reachable') skipped.push('day book (PostgreSQL not reachable)');
  problems.push(...printDayBook(book));
}

if (only.includes('library')) {
  console.log(
    `\n(m) the library on PostgreSQL, through the API: View Books searches over ${LIBRARY_TARGET.copies} copies one at a time (target p95 ≤ ${LIBRARY_TARGET.searchP95Ms} ms), and issues at ${LIBRARY_TARGET.desks} desks at once (target p95 ≤ ${LIBRARY_TARGET.issueP95Ms} ms), each against a bare Hono handler asked the same way`,
  );
  const library = await benchLibrary();
  figures.library = library;
  if (library === 'postgres not reachable') skipped.push('library (PostgreSQL not reachable)');
  problems.push(...printLibrary(library));
}

if (only.includes('hostel')) {
  console.log(
    `\n(n) hostel allotment by the rules on PGlite and PostgreSQL: ${HOSTEL_ALLOTMENT_TARGET.applicants} applicants previewed and applied (target ≤ ${HOSTEL_ALLOTMENT_TARGET.totalMs} ms), against plain INSERTs of as many allotments`,
  );
  const hostel = await benchHostelAllotment();
  figures.hostelAllotment = hostel;
  if (!hostel.some((f) => f.database === 'PostgreSQL')) skipped.push('hostel allotment on PostgreSQL (not reachable)');
  problems.push(...printHostelAllotment(hostel));
}

if (only.includes('marks')) {
  console.log(
    `\n(i) external marks upload on PostgreSQL: ${String(MARKS_TARGET.students)} students × ${String(MARKS_TARGET.subjects)} subjects in one sheet (target ≤ ${String(MARKS_TARGET.seconds)} s), the same sheet again, against a plain INSERT of as many rows`,
  );
  const marks = await benchExamMarks();
  figures.examMarks = marks;
  if (marks === 'postgres not reachable') skipped.push('exam marks (PostgreSQL not reachable)');
  problems.push(...printExamMarks(marks));
}
if (only.includes('publication')) {
  console.log(
    `\n(i) exam processing and publication on PostgreSQL: ${EXAM_PUBLICATION_TARGET.students} students × ${EXAM_PUBLICATION_TARGET.subjects} subjects processed, requested and authorized (target ≤ ${EXAM_PUBLICATION_TARGET.publishMs} ms), then 100 connections of lookups of the new title against a bare handler`,
  );
  const publication = await benchExamPublication();
  figures.examPublication = publication;
  if (publication === 'postgres not reachable') skipped.push('exam publication (PostgreSQL not reachable)');
  problems.push(...printExamPublication(publication));
}
if (only.includes('resultday')) {
  console.log(
    `\n(j) result day on PostgreSQL: two replicas, ${EXAM_PUBLICATION_TARGET.students} students published, then each looks up the sheet and the PDF over 100 connections (target: within ${RESULT_DAY_TARGET.withinMs} ms, sheet p99 ≤ ${RESULT_DAY_TARGET.sheetP99Ms} ms, no error, every answer the published one)`,
  );
  const day = await benchResultDay();
  figures.resultDay = day;
  if (day === 'postgres not reachable') skipped.push('result day (PostgreSQL not reachable)');
  problems.push(...printResultDay(day));
}

save();
console.log(
  `\n${problems.length ? `Targets missed:\n  - ${problems.join('\n  - ')}` : 'Every target measured was met.'}`,
);
if (skipped.length) console.log(`Skipped: ${skipped.join(', ')}`);
console.log(
  `Bench took ${Math.round((Date.now() - started) / 1000)} s; figures in ${path.relative(process.cwd(), outFile)}`,
);
