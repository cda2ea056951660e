import type { SubsetFont } from './font-subsetter';
import type { IndicScript, ShapingFont } from './shaping-font';

/** What drawing a shaped line needs: the font of each script it can shape and hb-subset for embedding them. */
export interface ShaperFonts {
  fonts: Partial<Record<IndicScript, ShapingFont>>;
  subset: SubsetFont;
}
