import { instantiateStandalone, wasmBytes, wasmFunction } from './wasm-exports';

/**
 * Cuts a TrueType font down to the glyphs a PDF draws, with HarfBuzz's hb-subset (harfbuzzjs's
 * `harfbuzz-subset.wasm`). Glyph ids are kept (RETAIN_GIDS) so the ids HarfBuzz shaped with are the ids the PDF
 * writes, and the layout tables are dropped: a PDF viewer only draws glyph outlines, it never shapes.
 */

/** hb_subset_flags_t values (hb-subset.h). */
const NO_HINTING = 0x1;
const RETAIN_GIDS = 0x2;
const NO_LAYOUT_CLOSURE = 0x200;
/** hb_subset_sets_t values. */
const SET_GLYPH_INDEX = 0;
const SET_DROP_TABLE_TAG = 3;
/** Tables a PDF renderer never reads. */
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'DSIG', 'kern', 'morx'];

const tagNumber = (tag: string) =>
  ((tag.charCodeAt(0) << 24) | (tag.charCodeAt(1) << 16) | (tag.charCodeAt(2) << 8) | tag.charCodeAt(3)) >>> 0;

export type SubsetFont = (font: Uint8Array, glyphIds: Iterable<number>) => Uint8Array;

/** Loads hb-subset from the wasm bytes the caller fetched or read. */
export async function loadFontSubsetter(subsetWasm: Uint8Array): Promise<SubsetFont> {
  const exports = await instantiateStandalone(subsetWasm);
  const fn = (name: string) => wasmFunction(exports, name);
  const [malloc, free] = [fn('malloc'), fn('free')];
  const [blobCreate, blobDestroy, blobLength, blobData] = [
    fn('hb_blob_create'),
    fn('hb_blob_destroy'),
    fn('hb_blob_get_length'),
    fn('hb_blob_get_data'),
  ];
  const [faceCreate, faceDestroy, faceReferenceBlob] = [
    fn('hb_face_create'),
    fn('hb_face_destroy'),
    fn('hb_face_reference_blob'),
  ];
  const [inputCreate, inputDestroy, inputSet, inputSetFlags] = [
    fn('hb_subset_input_create_or_fail'),
    fn('hb_subset_input_destroy'),
    fn('hb_subset_input_set'),
    fn('hb_subset_input_set_flags'),
  ];
  const [setAdd, setClear, subsetOrFail] = [fn('hb_set_add'), fn('hb_set_clear'), fn('hb_subset_or_fail')];

  return (font, glyphIds) => {
    const fontPtr = malloc(font.byteLength);
    wasmBytes(exports).set(font, fontPtr);
    // HB_MEMORY_MODE_WRITABLE (2): HarfBuzz may use the bytes in place; they are freed below.
    const blob = blobCreate(fontPtr, font.byteLength, 2, 0, 0);
    const face = faceCreate(blob, 0);
    blobDestroy(blob);
    const input = inputCreate();
    try {
      inputSetFlags(input, NO_HINTING | RETAIN_GIDS | NO_LAYOUT_CLOSURE);
      const glyphs = inputSet(input, SET_GLYPH_INDEX);
      setClear(glyphs);
      setAdd(glyphs, 0);
      for (const id of glyphIds) setAdd(glyphs, id);
      const dropped = inputSet(input, SET_DROP_TABLE_TAG);
      for (const tag of DROPPED_TABLES) setAdd(dropped, tagNumber(tag));
      const subsetFace = subsetOrFail(face, input);
      if (subsetFace === 0) throw new Error('hb-subset could not subset the font');
      const result = faceReferenceBlob(subsetFace);
      const offset = blobData(result, 0);
      const length = blobLength(result);
      const bytes = wasmBytes(exports).slice(offset, offset + length);
      blobDestroy(result);
      faceDestroy(subsetFace);
      return bytes;
    } finally {
      inputDestroy(input);
      faceDestroy(face);
      free(fontPtr);
    }
  };
}
