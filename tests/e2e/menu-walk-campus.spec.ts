import { describeMenuWalk } from './support/menu-walk';

/** The menu walk of the campus roles (support/menu-walk.ts): every entry each is offered opens, and passes axe. */
describeMenuWalk('campus');
