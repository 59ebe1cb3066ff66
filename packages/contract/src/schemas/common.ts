// Params and rows shared by many endpoints.
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';
import { optionalWireNumber } from './wire';

/** Extra request data as JSON text; the original sends '[]'. Optional everywhere; 10 000 characters at most. */
export const RecordValueJson = z.string().max(10_000).optional();

/** Page number, 1-based; defaults to 1. */
export const PageNo = () => optionalWireNumber(z.number().int().min(1).max(1_000_000)).transform((page) => page ?? 1);

/** Rows per page, 1 .. MAX_PAGE_SIZE; `fallback` when not given. */
export const PageSize = (fallback: number) =>
  optionalWireNumber(z.number().int().min(1).max(MAX_PAGE_SIZE)).transform((size) => size ?? fallback);

/** Params of calls that take nothing but the optional recordValueJson. */
export const EmptyParams = z.object({
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type EmptyParams = z.infer<typeof EmptyParams>;

/** Params of a paged list. */
export const pagingParams = (defaultPageSize: number) =>
  z.object({
    /** 1-based page number; default 1. */
    PageNo: PageNo(),
    /** Rows per page. */
    PageSize: PageSize(defaultPageSize),
    /** Unused extra data. */
    recordValueJson: RecordValueJson,
  });

/** The answer row of every "save" call: its outcome in words, e.g. 'Saved Successfully'. */
export const ResponseMsgRow = z.object({
  /** Outcome; compare with `ResponseMsg` values. */
  ResponseMsg: z.string(),
});
export type ResponseMsgRow = z.infer<typeof ResponseMsgRow>;
