import { describe, expect, it } from 'vitest';
import { ALUMNI_MODULE } from '../../src/domain/alumni/module';
import { ALUMNI_PATHS } from '../../src/domain/alumni/paths';
import { DOMAIN_MODULES, moduleScreens, type DomainModule } from '../../src/domain/modules';
import { screenAccess } from '../../src/domain/menus/screen-access';
import { screenTitle } from '../../src/domain/menus/screen-titles';
import { APP_PATHS } from '../../src/domain/routes/known-paths';

describe('modules registered through a manifest (src/domain/modules.ts)', () => {
  it("puts each module's paths in APP_PATHS and its screens in the screen-access and title tables", () => {
    for (const [name, path] of Object.entries(ALUMNI_PATHS)) expect(APP_PATHS, name).toHaveProperty(name, path);
    for (const module of DOMAIN_MODULES)
      for (const [path, screen] of Object.entries(module.screens)) {
        expect(screenAccess(path), path).toBe(screen.access);
        expect(screenTitle(path), path).toBe(screen.title);
      }
  });

  it('throws when two manifests, or a manifest and the table, claim one screen', () => {
    const copy: DomainModule = {
      name: 'copy',
      screens: { [ALUMNI_PATHS.alumniHistory]: ALUMNI_MODULE.screens[ALUMNI_PATHS.alumniHistory]! },
    };
    expect(() => moduleScreens([ALUMNI_MODULE, copy])).toThrow(
      `copy: ${ALUMNI_PATHS.alumniHistory} is already a screen`,
    );
    expect(() => moduleScreens([ALUMNI_MODULE], [ALUMNI_PATHS.alumniDirectory])).toThrow(/alumni: .* already a screen/);
    expect(Object.keys(moduleScreens(DOMAIN_MODULES))).toContain(ALUMNI_PATHS.alumniRegistration);
  });
});
