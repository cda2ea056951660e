import { LEGAL_PATHS } from '../../domain/legal/paths';
import type { AppModule } from './app-module';
import { publicRoute } from './screen-route';
import { withCatalogue } from '../i18n/app-i18n';

/** §2 legal pages: each its own small chunk, loaded when opened. */
export const termsRoute = publicRoute(
  LEGAL_PATHS.terms,
  withCatalogue('legal', () => import('../features/legal/terms-screen')),
  'TermsScreen',
);
export const privacyRoute = publicRoute(
  LEGAL_PATHS.privacy,
  withCatalogue('legal', () => import('../features/legal/privacy-screen')),
  'PrivacyScreen',
);
export const returnsRoute = publicRoute(
  LEGAL_PATHS.returns,
  withCatalogue('legal', () => import('../features/legal/returns-screen')),
  'ReturnsScreen',
);

/** The legal module's app side (src/app/routes/app-modules.ts): its routes. */
export const LEGAL_APP_MODULE = {
  routes: [termsRoute, privacyRoute, returnsRoute],
} satisfies AppModule;
