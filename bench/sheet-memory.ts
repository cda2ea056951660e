/**
 * Memory of reading an uploaded workbook (src/server/sheets/sheet-rows.ts): each case runs in a fresh Node
 * process that loads the reader and SheetJS, reads one file and reports its peak resident set (getrusage
 * maxrss). The baseline, in the same run, is the same process reading nothing; each case is given as its peak
 * and as a ratio to the baseline's. Cases: the 5,000-row admissions workbook the import bench uploads, the
 * inflating workbooks of tests/server/admissions-upload-limits.test.ts (a few MB that unpack to GBs, one of them
 * lying about its sizes, and one of tiny cells past SHEET_LIMITS.maxCells) and, with --large, 100,000 rows.
 * Each case also gives the longest wait of the process's event loop while the file was read: the reader
 * parses in a worker thread, so a server keeps answering meanwhile.
 * Run: node --import tsx bench/sheet-memory.ts [--large]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SHEET_LIMITS } from '../src/domain/files/sheet-limits';
import { SHEET_HEAD, inflatingXlsx } from '../tests/server/support/inflating-xlsx';
import { generateAdmissionsSheet } from './admissions-import';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ChildFigure {
  peakMb: number;
  outcome: string;
  seconds: number;
  /** The longest the process's event loop waited to turn while the file was read (perf_hooks). */
  longestLoopDelayMs: number;
}

/** In the child: read `file` (or nothing) through the upload reader and print what happened. */
async function child(file: string | undefined): Promise<void> {
  const { sheetRows } = await import('../src/server/sheets/sheet-rows');
  await import('@e965/xlsx'); // loaded by every case, as by a server that has written an export
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  let outcome = 'nothing read';
  if (file) {
    let rows = 0;
    try {
      for await (const row of sheetRows(readFileSync(file), XLSX_TYPE)) if (row.cells.length) rows++;
      outcome = `read ${String(rows)} rows`;
    } catch (error) {
      outcome = `refused: ${error instanceof Error ? error.constructor.name : 'error'} ${error instanceof Error ? error.message.slice(0, 60) : ''}`;
    }
  }
  loop.disable();
  const figure: ChildFigure = {
    peakMb: Math.round(process.resourceUsage().maxRSS / 1024),
    longestLoopDelayMs: Math.round(loop.max / 1e6),
    outcome,
    seconds: Math.round((performance.now() - started) / 10) / 100,
  };
  console.log(JSON.stringify(figure));
}

function measure(file: string | undefined): ChildFigure {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', ...(file ? [file] : [])],
    {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as ChildFigure;
}

async function main(large: boolean): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'sheet-memory-'));
  try {
    const normal = path.join(work, 'admissions-5000.xlsx');
    await generateAdmissionsSheet(5_000, normal);
    const base = readFileSync(normal);
    const cases: { name: string; file: string }[] = [{ name: 'admissions, 5,000 rows', file: normal }];
    const write = (name: string, bytes: Uint8Array) => {
      const file = path.join(work, `${name.replace(/\W+/g, '-')}.xlsx`);
      writeFileSync(file, bytes);
      cases.push({ name, file });
    };
    const cell = `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`;
    const cellEnd = '</t></is></c></row></sheetData></worksheet>';
    write('inflating: 1 GB declared', inflatingXlsx(base, cell, 'A', 1000, cellEnd));
    write(
      'inflating: 1 GB declared as 4 KB',
      inflatingXlsx(base, SHEET_HEAD, '<x/>', 1000, `${'<row/>'}</sheetData></worksheet>`, 4096),
    );
    const tinyRow = `<row>${'<c><v>1</v></c>'.repeat(1000)}</row>`;
    write(
      'tiny cells past the cell limit',
      inflatingXlsx(
        base,
        SHEET_HEAD,
        ' ',
        0,
        `${tinyRow.repeat(SHEET_LIMITS.maxCells / 1000 + 1)}</sheetData></worksheet>`,
      ),
    );
    if (large) {
      const big = path.join(work, 'admissions-100000.xlsx');
      await generateAdmissionsSheet(100_000, big);
      cases.push({ name: 'admissions, 100,000 rows', file: big });
    }
    const baseline = measure(undefined);
    const rows = [{ case: 'baseline: reader loaded, nothing read', fileMb: 0, ...baseline, ratioToBaseline: 1 }];
    for (const c of cases) {
      const figure = measure(c.file);
      const fileMb = Math.round((statSync(c.file).size / 1048576) * 100) / 100;
      rows.push({
        case: c.name,
        fileMb,
        ...figure,
        ratioToBaseline: Math.round((figure.peakMb / baseline.peakMb) * 100) / 100,
      });
    }
    console.table(rows);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') await child(process.argv[3]);
else await main(process.argv.includes('--large'));
