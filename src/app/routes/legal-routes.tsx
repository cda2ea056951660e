import { LEGAL_PATHS } from '../../domain/legal/paths';
import type { AppModule } from './app-module';
import { publicRoute } from './screen-route';

/** §2 legal pages: each its own small chunk, loaded when opened. */
export const termsRoute = publicRoute(LEGAL_PATHS.terms, () => import('../features/legal/terms-screen'), 'TermsScreen');
export const privacyRoute = publicRoute(
  LEGAL_PATHS.privacy,
  () => import('../features/legal/privacy-screen'),
  'PrivacyScreen',
);
export const returnsRoute = publicRoute(
  LEGAL_PATHS.returns,
  () => import('../features/legal/returns-screen'),
  'ReturnsScreen',
);

/** The legal module's app side (src/app/routes/app-modules.ts): its routes. */
export const LEGAL_APP_MODULE = {
  routes: [termsRoute, privacyRoute, returnsRoute],
} satisfies AppModule;
