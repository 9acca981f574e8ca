-- One word per module: the matrix's module ids become the names of their folders and schema files
-- (decision 024). Saved matrices keep every right under the new name.
UPDATE "role_permissions" SET "module" = CASE "module"
  WHEN 'ecommerce' THEN 'shop'
  WHEN 'user-management' THEN 'users'
  WHEN 'executive-committee' THEN 'committee'
  WHEN 'contact-messages' THEN 'contact'
  WHEN 'club-settings' THEN 'settings'
END
WHERE "module" IN ('ecommerce', 'user-management', 'executive-committee', 'contact-messages', 'club-settings');
