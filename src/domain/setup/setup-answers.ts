import * as v from 'valibot';
import { CollegeProfileChangedSchema } from '../home/college-profile-form';
import { CollegeImageSchema } from './college-images';

/** PUT /api/app/collegeProfile/{logo|banner}: what was done, the picture as stored and the profile as it is now. */
export const CollegeImageSavedSchema = v.object({ ...CollegeProfileChangedSchema.entries, image: CollegeImageSchema });
