import { createRoute } from '@tanstack/react-router';
import { HomeScreen } from '../features/home/home-screen';
import { rootRoute } from './root-route';

export const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeScreen });
