import { describeMenuWalk } from './support/menu-walk';

/** The menu walk of the teaching roles (support/menu-walk.ts): every entry each is offered opens, and passes axe. */
describeMenuWalk('teaching');
