import { Schema } from '@formily/react';

/*
 * Formily compiles strings like "{{ $self.value }}" in a schema with `new Function`. Our page schemas
 * never hold code and the console runs under a Content Security Policy without 'unsafe-eval', so any
 * such string is kept as the plain text it is (e.g. a translated label that happens to contain braces).
 */
Schema.registerCompiler((expression: string) => `{{${expression}}}`);
