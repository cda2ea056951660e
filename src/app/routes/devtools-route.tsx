import { createRoute } from '@tanstack/react-router';
import { DeveloperOptionsScreen } from '../features/tools/developer-options-screen';
import { rootRoute } from './root-route';

export const devtoolsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/devtools', component: DeveloperOptionsScreen });
