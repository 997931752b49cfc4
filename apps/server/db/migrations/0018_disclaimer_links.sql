-- The registration and store-privacy disclaimers linked to /page/privacy-<store>, pages that never
-- existed. With the content module (issue 23) they lead to the real pages: the terms of sale for
-- the terms disclaimer (priority 2), the privacy notice (which names each cooperative as the
-- controller of its customers' data) for the others.
update registration_disclaimer
   set disclaimer_url = case when priority = 2 then '/page/condizioni-di-vendita' else '/page/privacy' end
 where disclaimer_url like '/page/privacy-%';
