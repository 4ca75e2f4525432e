-- Each attempt's answers, one record per question as the page's replay made them (JSON, the
-- app's `Answer`s): the class view's per-question report and its CSV read them.
ALTER TABLE attempts ADD COLUMN answers TEXT;
