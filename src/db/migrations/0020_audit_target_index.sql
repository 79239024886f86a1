-- An undo asks "did anyone change this video after the run did?" (ADR 0026): the audit rows of one target, in order.
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, id);
