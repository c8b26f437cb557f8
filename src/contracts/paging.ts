import * as z from 'zod/mini';
import { validationMessages } from './content';
import { positiveInt } from './fields';
import { limits } from './limits';

/** pageNo and pageSize of the list calls; a pageSize above the cap is served as the cap. */
export const pageQuery = z.object({
  pageNo: z._default(positiveInt(validationMessages.page), 1),
  pageSize: z.pipe(
    z._default(positiveInt(validationMessages.page), limits.maxPageSize),
    z.transform((size: number) => Math.min(size, limits.maxPageSize)),
  ),
});
export type PageQuery = z.output<typeof pageQuery>;
export type PageQueryInput = z.input<typeof pageQuery>;
