#!/usr/bin/env node
import { runProgram } from './program';

await runProgram(process.argv);
