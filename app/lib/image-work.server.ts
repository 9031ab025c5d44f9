/**
 * Where this process does its image work (a cook's photo decoded and re-encoded, a
 * recipe's illustration rasterised): one line, so images can never take every core nor
 * libuv's thread pool from the pages (page compression and file reads need that pool too;
 * four photos decoded at once once held a visitor's page for 19.5 s).
 *
 * sharp (libvips) is set here, once per process (https://sharp.pixelplumbing.com/api-utility):
 * - `concurrency(1)`: one libvips thread per image, so a job is one core, whatever the machine;
 * - `cache(false)`: no operation cache; every input is a stranger's and never seen twice,
 *   and the cache would keep up to 50 MB of decoded pixels after the work is done.
 */
import os from "node:os";
import sharp from "sharp";
import { WorkLine } from "./work-line";

sharp.concurrency(1);
sharp.cache(false);

/**
 * One image at a time on a machine of one or two cores (a core stays for the pages), two
 * on a larger one; eight places in all (a place may hold a photo's 10 MB body while it waits).
 */
export const imageLine = new WorkLine(Math.min(2, Math.max(1, os.availableParallelism() - 1)), 8);
