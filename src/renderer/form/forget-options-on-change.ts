import { subscribeDataChanges } from '@/api/data-changes';
import { clearOptionsCache } from '@/renderer/value-types/options-cache';

// Loaded with the forms: options loaded from an operation (the plans an upgrade may choose) are forgotten
// whenever a change is announced, so the next form asks again instead of offering what held before it.
subscribeDataChanges(clearOptionsCache);
