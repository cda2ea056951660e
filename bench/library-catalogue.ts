/**
 * The library bench's catalogue, made with SQL: titles spread over engineering topics, authors, subjects and keywords
 * (each title's search document written as search-document.ts writes it), copies up to the number asked for over those
 * titles, and students to lend them to. Everything generated is told apart by its prefix (accession B…, roll LB…).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';

/** Words separated by '|' → an SQL array of them. */
const list = (words: string) =>
  sql.raw(
    `array[${words
      .split('|')
      .map((w) => `'${w}'`)
      .join(',')}]`,
  );
const TOPICS = list(
  'Data Structures|Algorithms|Digital Circuits|Thermodynamics|Fluid Mechanics|Signals and Systems|' +
    'Computer Networks|Compiler Design|Operating Systems|Database Systems|Machine Learning|' +
    'Control Systems|Power Electronics|Heat Transfer|Engineering Mathematics|Engineering Physics|' +
    'Engineering Chemistry|Probability and Statistics|Discrete Mathematics|Linear Algebra|' +
    'Strength of Materials|Surveying|Structural Analysis|Microprocessors|Embedded Systems|' +
    'VLSI Design|Antennas and Propagation|Software Engineering|Cryptography|Artificial Intelligence|' +
    'Computer Graphics|Theory of Computation|Manufacturing Processes|Machine Design|' +
    'Kinematics of Machinery|Environmental Science|Managerial Economics|Electrical Machines|' +
    'Analog Communications|Soil Mechanics',
);
const QUALIFIERS = list(
  'Introduction to|Principles of|Fundamentals of|Advanced|Applied|A Textbook of|Handbook of|' +
    'Essentials of|Elements of|Modern|Practical|Concepts of|Foundations of|Topics in|Lectures on|' +
    'Problems in|Theory and Practice of|Selected Readings in|Solved Problems in|Notes on|' +
    'Exercises in',
);
const FIRST = list(
  'Ravi|Sunita|Anil|Lakshmi|Srinivas|Padma|Venkat|Kavitha|Rajesh|Meena|Suresh|Anjali|Prakash|Deepa|' +
    'Mohan|Radha|Kiran|Usha|Naveen|Swathi|John|Mary|David|Susan',
);
const LAST = list(
  'Rao|Reddy|Sharma|Iyer|Naidu|Gupta|Kumar|Patel|Menon|Nair|Verma|Joshi|Murthy|Sastry|Prasad|' +
    'Chowdary|Varma|Bhat|Kulkarni|Das|Smith|Brown|Wilson|Taylor|Clark|Hall|Allen|Young|King|Wright',
);
const AREAS = list(
  'Computer Science|Electronics|Electrical Engineering|Mechanical Engineering|Civil Engineering|' +
    'Mathematics|Physics|Chemistry|Management|Humanities',
);
const KEYWORDS = list(
  'textbook|semester|laboratory|solved examples|objective questions|gate|design|analysis|' +
    'simulation|case studies|numerical methods|programming|hardware|theory|practice|reference',
);
const PUBLISHERS = list(
  'Pearson|McGraw Hill|Oxford University Press|Wiley India|PHI Learning|Cengage|S. Chand|' +
    'Khanna Publishers|New Age International|Laxmi Publications|Springer|Cambridge University Press',
);
const SHELVES = list('Stack A|Stack B|Stack C|Stack D|Stack E|Reference Hall|Periodicals');
const pick = (words: ReturnType<typeof list>, index: ReturnType<typeof sql>) =>
  sql`(${words})[1 + (${index}) % array_length(${words}, 1)]`;

/** The weighted document of search-document.ts, from the row's own columns. */
const DOCUMENT = sql.raw(
  [
    ['title', 'A'],
    ["array_to_string(authors, ' ')", 'B'],
    ["array_to_string(subjects, ' ')", 'C'],
    ["array_to_string(keywords || array[publisher, call_number, language], ' ')", 'D'],
  ]
    .map(
      ([text, w]) =>
        `setweight(to_tsvector('english', ${text}), '${w}') || setweight(to_tsvector('simple', ${text}), '${w}')`,
    )
    .join(' || '),
);

/** `titles` titles with valid ISBN-13s under 979-9 (no demo title's prefix). */
export async function generateTitles(db: Database, titles: number): Promise<void> {
  await db.execute(sql`
    insert into library_titles (isbn, match_key, title, authors, edition, publisher, year, subjects, call_number,
                                language, keywords, item_type, search)
    select isbn, trim(lower(regexp_replace(title, '[^[:alnum:]]+', ' ', 'g'))) || '|' ||
             trim(lower(regexp_replace(authors[1], '[^[:alnum:]]+', ' ', 'g'))) || '|' ||
             trim(lower(regexp_replace(edition, '[^[:alnum:]]+', ' ', 'g'))),
           title, authors, edition, publisher, year, subjects, call_number, language, keywords, item_type, ${DOCUMENT}
    from (
      select '9799' || lpad(g::text, 8, '0') || (
               select (10 - sum(substr('9799' || lpad(g::text, 8, '0'), i, 1)::int * (1 + 2 * ((i + 1) % 2))) % 10) % 10
               from generate_series(1, 12) i) as isbn,
             ${pick(QUALIFIERS, sql`g / 40`)} || ' ' || ${pick(TOPICS, sql`g`)} as title,
             case when g % 3 = 0
               then array[${pick(FIRST, sql`g * 7`)} || ' ' || ${pick(LAST, sql`g * 11`)},
                          ${pick(FIRST, sql`g * 5`)} || ' ' || ${pick(LAST, sql`g * 13`)}]
               else array[${pick(FIRST, sql`g * 7`)} || ' ' || ${pick(LAST, sql`g * 11`)}] end as authors,
             case when g % 4 = 0 then '' else (1 + g % 9)::text || ' edition' end as edition,
             ${pick(PUBLISHERS, sql`g * 3`)} as publisher, 1980 + g % 46 as year,
             array[${pick(TOPICS, sql`g`)}, ${pick(AREAS, sql`g / 4`)}] as subjects,
             lpad(((g * 37) % 1000)::text, 3, '0') || '.' || (g % 100)::text as call_number,
             case when g % 20 = 0 then 'Telugu' when g % 30 = 0 then 'Hindi' else 'English' end as language,
             array[${pick(KEYWORDS, sql`g`)}, ${pick(KEYWORDS, sql`g / 16`)}] as keywords,
             case when g % 20 = 0 then 'REFERENCE' when g % 50 = 1 then 'JOURNAL_ISSUE'
                  when g % 50 = 2 then 'THESIS' else 'BOOK' end as item_type
      from generate_series(1, ${titles}::int) g
    ) t`);
}

/** Copies over the generated titles until the catalogue holds `total`; most on the shelf, some out, lost or withdrawn. */
export async function generateCopies(db: Database, total: number): Promise<void> {
  await db.execute(sql`
    with generated as (
      select id, row_number() over (order by id) - 1 as n from library_titles where isbn like '9799%'
    )
    insert into library_copies (title_id, accession_no, barcode, location, price_paise, source, status)
    select t.id, 'B' || lpad(c::text, 7, '0'), 'B' || lpad(c::text, 7, '0'), ${pick(SHELVES, sql`c / 3`)},
           (250 + c % 120 * 10) * 100,
           case when c % 10 = 0 then 'DONATION' when c % 13 = 0 then 'BOOK_BANK' else 'PURCHASE' end,
           case when c % 7 = 0 then 'ISSUED' when c % 97 = 0 then 'LOST' when c % 89 = 0 then 'WITHDRAWN'
                when c % 101 = 0 then 'DAMAGED' else 'AVAILABLE' end
    from generate_series(1, greatest(0, ${total}::int - (select count(*)::int from library_copies))) c
    join generated t on t.n = c % (select count(*) from generated)`);
}

/** `count` students on roll (LB000001 …) over the demo's batches and branches, to lend to. */
export async function generatePatrons(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into students (roll_no, full_name, gender, batch_id, branch_id, regulation_id, status, semester)
    select 'LB' || lpad(g::text, 6, '0'), 'Reader ' || g, 'FEMALE', b.id, br.id, b.regulation_id, 'studying', 3
    from generate_series(1, ${count}::int) g
    join lateral (select id, regulation_id from batches order by id offset g % (select count(*) from batches) limit 1) b on true
    join lateral (select id from branches order by id offset g % (select count(*) from branches) limit 1) br on true`);
}
