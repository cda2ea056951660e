import type { RouterContext } from './root-route';

/**
 * The signed-in frame's data, for the loader of a screen that shows the frame: imported with the frame's code (the
 * chunk such a screen loads anyway), so the public pages' first load stays as small as before.
 */
export const startSignedInFrameData = ({ queryClient }: RouterContext) =>
  import('../shell/signed-in-frame').then((frame) => frame.startSignedInFrameData(queryClient));
