import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { AdmissionFormSearchSchema } from '../../domain/admissions/form-search';
import { withCatalogue } from '../i18n/app-i18n';
import { startScreenData } from '../lib/route-data';
import { rootRoute } from './root-route';
import { guardedScreen, signedInRoute, signedInScreen } from './screen-route';
import { startSignedInFrameData } from './signed-in-frame-data';
import { ADMISSIONS_PATHS } from '../../domain/admissions/paths';
import { admissionsDashboardRoute } from './admissions-dashboard-routes';
import { admissionSecondFormRoute } from './admissions-second-form-routes';
import type { AppModule } from './app-module';

// The form's words, and the account's, whose 'Please Enter Text' the form's name rules share.
const formScreen = lazyRouteComponent(
  withCatalogue(['admissions', 'auth'], () => import('../features/admissions/admission-form-screen')),
  'AdmissionFormScreen',
);

/** §2 /admissionForm: ADMISSION FORM, new mode, or modify mode for ?modify={admission number}. */
export const admissionFormRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ADMISSIONS_PATHS.admissionForm,
  validateSearch: (search) => v.parse(AdmissionFormSearchSchema, search),
  ...signedInScreen,
  // The form's lists; a new admission also shows the number it will get (both imported here so the entry stays small).
  loaderDeps: ({ search }) => ({ modify: search.modify }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      startSignedInFrameData(context),
      import('../lib/lookup-queries').then((m) => m.startAdmissionFormLookups(context.queryClient)),
      deps.modify
        ? undefined
        : import('../features/admissions/admissions-queries').then((m) =>
            startScreenData(context.queryClient, m.nextAdmissionNumberQuery()),
          ),
    ]);
  },
  component: guardedScreen(function AdmissionFormRoute() {
    const Screen = formScreen;
    const { modify } = admissionFormRoute.useSearch();
    return <Screen key={modify ?? 'new'} modify={modify} />;
  }),
});

/** The admissions register: search, filters, modify, PDF again, Excel export. */
export const admissionRegisterRoute = signedInRoute(
  ADMISSIONS_PATHS.admissionRegister,
  withCatalogue('admissions', () => import('../features/admissions/admission-register-screen')),
  'AdmissionRegisterScreen',
);

/** The admissions module's app side (src/app/routes/app-modules.ts): its routes. */
export const ADMISSIONS_APP_MODULE = {
  routes: [admissionFormRoute, admissionRegisterRoute, admissionSecondFormRoute, admissionsDashboardRoute],
} satisfies AppModule;
