import { describe, expect, it } from 'vitest';
import { comingSoonHref, comingSoonTile, tileFunctionsToday } from '../../src/domain/home/coming-soon';

describe('coming soon (§2 /coming-soon)', () => {
  it('links a module by its home tile title', () => {
    expect(comingSoonHref('Library')).toBe('/coming-soon?module=Library');
    expect(comingSoonHref(' Placement ')).toBe('/coming-soon?module=Placement');
  });

  it('encodes titles so any text stays one query value', () => {
    expect(comingSoonHref('Fee & Dues')).toBe('/coming-soon?module=Fee%20%26%20Dues');
    expect(comingSoonHref('')).toBe('/coming-soon');
  });

  it('finds the tile of a ?module= value in any case, and none for an unknown or missing one', () => {
    expect(comingSoonTile('hostel')?.functions).toContain('Room transfer');
    expect(comingSoonTile('Library')?.title).toBe('Library');
    expect(comingSoonTile('Nowhere')).toBeNull();
    expect(comingSoonTile(undefined)).toBeNull();
    expect(comingSoonTile('')).toBeNull();
  });

  it('round-trips: the module of a link is the tile it was made for', () => {
    const module = new URLSearchParams(comingSoonHref('IQAC').split('?')[1]).get('module') ?? undefined;
    expect(comingSoonTile(module)?.title).toBe('IQAC');
  });

  it("never lists as coming soon what the app has: the Student module's Dashboard is available", () => {
    const student = tileFunctionsToday(comingSoonTile('Student')!);
    expect(student.upcoming).toEqual([]);
    expect(student.available.map((f) => f.name)).toEqual(['Dashboard', 'Online fee payment', 'Timetable']);
    expect(tileFunctionsToday(comingSoonTile('Placement')!).upcoming).not.toContain('Dashboard');
    expect(tileFunctionsToday(comingSoonTile('Parent')!).available).toEqual([
      { name: 'Student details', to: '/app/Parent/Profile' },
      { name: 'Profile', to: '/app/Parent/Profile' },
      { name: 'Timetable', to: '/app/My Timetable' },
    ]);
    expect(tileFunctionsToday(comingSoonTile('Parent')!).upcoming).toEqual([]);
    // The Faculty tile's assigned subjects and attendance sheet open the teacher's subjects and day of classes.
    const faculty = tileFunctionsToday(comingSoonTile('Faculty')!).available;
    expect(faculty).toContainEqual({ name: 'Assigned subjects', to: '/app/Assigned Subjects' });
    expect(faculty).toContainEqual({ name: 'Attendance sheet', to: '/app/Attendance' });
    expect(tileFunctionsToday(comingSoonTile('Library')!).upcoming).toEqual([]);
  });

  it("links each of the Accounts module's functions to its screen", () => {
    const accounts = tileFunctionsToday(comingSoonTile('Accounts')!);
    expect(accounts.available).toEqual([
      { name: 'Fee collection', to: '/app/Accounts/Fee Collection' },
      { name: 'Vendor payment', to: '/app/Accounts/Vendor Payments' },
      { name: 'Scholarship and waiver', to: '/app/Accounts/Scholarships' },
      { name: 'Transaction history', to: '/app/Accounts/Day Book' },
    ]);
    expect(accounts.upcoming).toEqual([]);
  });
});
