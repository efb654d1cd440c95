package dev.agtpstudio.core.load;

import com.fasterxml.jackson.databind.JsonNode;

/** A YAML or JSON document read into one Jackson tree, with the location of every key and value. */
record ParsedTree(JsonNode root, LocationMap locations) {}
